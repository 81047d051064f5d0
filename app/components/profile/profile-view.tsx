import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import type { SessionUser } from "#app/domain/accounts/session.server.ts";

/**
 * Minimal version of the profile view so the toolkit builds on its own branch; the accounts area owns this
 * file and its full version (avatar picker, editable name, Save Changes, Sign Out) replaces this one.
 */
export function ProfileView({ user }: { user: SessionUser | null }) {
  if (!user) {
    return (
      <section className="mx-auto grid max-w-md gap-3 rounded-lg border border-border bg-card p-8 text-center shadow-sm">
        <h2 className="text-2xl font-semibold">You are not logged in.</h2>
        <p className="text-muted-foreground">Please log in to view your profile.</p>
        <Link to="/login" className={buttonVariants({ className: "mx-auto mt-2" })}>
          Go to Login
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto grid max-w-md gap-2 rounded-lg border border-border bg-card p-8 shadow-sm">
      <h2 className="text-2xl font-semibold">{user.fullName || user.email}</h2>
      <p className="text-muted-foreground">{user.email}</p>
      <p className="text-sm">Role: {user.role === "admin" ? "Admin" : "User"}</p>
    </section>
  );
}
