import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import type { SessionUser } from "#app/domain/accounts/session.server.ts";

/**
 * Auth button: 'My Profile' when signed in, otherwise 'Login'. The
 * server renders the session, so 'Loading' shows only while it is really
 * unknown (no root data yet, e.g. the root loader failed and is being retried).
 * It is the header's personal slot (app/lib/personal-slots.ts): a member's copy
 * of a visitor's cached page gets this component's markup for her.
 */
export function AuthButton({ user }: { user: SessionUser | null | undefined }) {
  if (user === undefined) {
    return (
      <span
        role="status"
        className={buttonVariants({ variant: "outline", size: "sm", className: "pointer-events-none opacity-70" })}
      >
        Loading
      </span>
    );
  }
  return user ? (
    <Link to="/profile" className={buttonVariants({ variant: "outline", size: "sm" })}>
      My Profile
    </Link>
  ) : (
    <Link to="/login" className={buttonVariants({ size: "sm" })}>
      Login
    </Link>
  );
}
