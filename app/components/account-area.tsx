import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

/**
 * Auth button: 'My Profile' when signed in, otherwise 'Login'. The
 * server renders the session, so 'Loading' shows only while it is really
 * unknown (no root data yet, e.g. the root loader failed and is being retried).
 * It reads only whether someone is signed in, never who: the page cache keeps one
 * page for every member (server/page-handler.ts).
 */
export function AuthButton({ signedIn }: { signedIn: boolean | undefined }) {
  if (signedIn === undefined) {
    return (
      <span
        role="status"
        className={buttonVariants({ variant: "outline", size: "sm", className: "pointer-events-none opacity-70" })}
      >
        Loading
      </span>
    );
  }
  return signedIn ? (
    <Link to="/profile" className={buttonVariants({ variant: "outline", size: "sm" })}>
      My Profile
    </Link>
  ) : (
    <Link to="/login" className={buttonVariants({ size: "sm" })}>
      Login
    </Link>
  );
}
