import { ExternalLink } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** An outbound affiliate link: new tab, nofollow, sponsored. */
export function RetailerLink({
  href,
  children,
  className,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="nofollow sponsored noopener" className={buttonVariants({ className })}>
      {children}
      <ExternalLink className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
