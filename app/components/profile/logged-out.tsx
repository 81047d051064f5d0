import { UserRound } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** The profile for a visitor who is not signed in (the /profile page and the toolkit's first tab). */
export function LoggedOut() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-xl border border-border bg-card px-6 py-10 text-center shadow-sm">
      <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <UserRound className="size-6" aria-hidden="true" />
      </div>
      <h2 className="mt-4 text-2xl font-semibold">You are not logged in.</h2>
      <p className="mt-2 text-muted-foreground">Please log in to view your profile.</p>
      <Link to="/login" className={buttonVariants({ size: "lg", className: "mt-6" })}>
        Go to Login
      </Link>
    </div>
  );
}
