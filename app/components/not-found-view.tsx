import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { NOT_FOUND_MESSAGE } from "#app/lib/site.ts";

/** Spec §2.1 not-found page: 'Page Not Found', an optional message and 'Back to Home'. */
export function NotFoundView({ message = NOT_FOUND_MESSAGE }: { message?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-7xl font-semibold text-primary/80" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-muted-foreground">{message}</p>
      <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
        Back to Home
      </Link>
    </section>
  );
}
