import { useEffect } from "react";
import { data, useFetcher } from "react-router";
import type { Route } from "./+types/users";
import { UserAvatar } from "#app/components/accounts/user-avatar.tsx";
import { FlashToast, showToast } from "#app/components/ui/toaster.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import { lastAdminId } from "#app/domain/accounts/last-admin.ts";
import { roleChangeSchema, secondFactorSettingSchema } from "#app/domain/accounts/schemas.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { adminsRequireSecondFactor, setAdminsRequireSecondFactor } from "#app/domain/accounts/second-factor.server.ts";
import { changeUserRole, listUsers, type ListedUser, type UserRow } from "#app/domain/accounts/users.server.ts";
import { cn } from "#app/lib/cn.ts";
import { parseSubmission, readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { refusalStatus } from "#app/lib/refusal-answers.ts";
import { toast } from "#app/lib/toast.server.ts";
import { siteName } from "#app/lib/site.ts";

/** User Management, the default tab of /admin. Admins only, on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const requireSecondFactor = await adminsRequireSecondFactor();
  try {
    return { meId: me.id, users: await listUsers(), loadFailed: false, requireSecondFactor };
  } catch (error) {
    console.warn("user list failed", error);
    return { meId: me.id, users: [] as ListedUser[], loadFailed: true, requireSecondFactor };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireAdmin(request);
  const formData = await readFormData(request);
  if (formData.get("intent") === "second-factor-setting") {
    // A second factor for every admin account, stored in site_settings.
    const setting = parseSubmission(formData, secondFactorSettingSchema);
    if (setting.status !== "success") {
      return data(
        { ok: false, toast: toast("Update Failed", "Could not update the two-factor setting.", "destructive") },
        { status: 400 },
      );
    }
    const required = setting.value.required;
    const result = await setAdminsRequireSecondFactor(me.id, required);
    if (!result.ok)
      return data(
        { ok: false, toast: toast("Update Failed", result.message, "destructive") },
        { status: refusalStatus(result) },
      );
    return {
      ok: true,
      toast: toast(
        "Success!",
        required
          ? "Every admin account now needs a second factor."
          : "A second factor is now optional for admin accounts.",
      ),
    };
  }
  const parsed = parseSubmission(formData, roleChangeSchema);
  if (parsed.status !== "success") {
    return data(
      { ok: false, toast: toast("Update Failed", "Could not update user role.", "destructive") },
      { status: 400 },
    );
  }
  const result = await changeUserRole(parsed.value.userId, parsed.value.role);
  if (!result.ok) {
    return data(
      { ok: false, toast: toast("Update Failed", result.message, "destructive") },
      { status: refusalStatus(result) },
    );
  }
  return { ok: true, toast: toast("Success!", "User role has been updated.") };
}

function RoleSelect({ user, disabled }: { user: UserRow; disabled: boolean }) {
  const fetcher = useFetcher<typeof action>();
  const pendingRole = fetcher.formData?.get("role");
  const value = typeof pendingRole === "string" ? pendingRole : user.role;
  const label = `Change role for ${user.fullName || user.email}`;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="userId" value={user.id} />
      <select
        name="role"
        aria-label={label}
        value={value}
        disabled={disabled || fetcher.state !== "idle"}
        title={disabled ? "You are the only admin: the last admin cannot be demoted." : undefined}
        onChange={(event) => void fetcher.submit(event.currentTarget.form)}
        className="min-h-9 w-24 rounded-md sm:w-28 border border-input bg-card px-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <option value="user">User</option>
        <option value="reviewer">Reviewer</option>
        <option value="admin">Admin</option>
      </select>
      <noscript>
        <Button type="submit" size="sm" variant="outline" disabled={disabled}>
          Save
        </Button>
      </noscript>
      <FlashToast toast={fetcher.data?.toast ?? null} />
    </fetcher.Form>
  );
}

function RoleBadge({ role, className }: { role: UserRow["role"]; className?: string }) {
  return (
    <Badge variant={role === "admin" ? "default" : "secondary"} className={className}>
      {role === "admin" ? "Admin" : role === "reviewer" ? "Reviewer" : "User"}
    </Badge>
  );
}

/** The site-wide rule that every admin account has a second factor. */
function SecondFactorSetting({ required }: { required: boolean }) {
  const fetcher = useFetcher<typeof action>();
  return (
    <fetcher.Form
      method="post"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <input type="hidden" name="intent" value="second-factor-setting" />
      <input type="hidden" name="required" value={required ? "false" : "true"} />
      <div>
        <h3 className="font-semibold">Two-factor for admins</h3>
        <p className="text-sm text-muted-foreground">
          {required
            ? "Required: an admin without an authenticator app or a passkey is sent to set one up before using the admin area."
            : "Optional: admins may sign in with a password alone."}
        </p>
      </div>
      <Button type="submit" variant={required ? "outline" : "default"} disabled={fetcher.state !== "idle"}>
        {required ? "Make it optional" : "Require for every admin"}
      </Button>
      <FlashToast toast={fetcher.data?.toast ?? null} />
    </fetcher.Form>
  );
}

export default function UserManagement({ loaderData }: Route.ComponentProps) {
  const { users, loadFailed, requireSecondFactor } = loaderData;
  // The only admin cannot be demoted; the server refuses it too (changeUserRole).
  const protectedId = lastAdminId(users);

  useEffect(() => {
    if (loadFailed) showToast({ title: "Error", description: "Could not fetch user data.", variant: "destructive" });
  }, [loadFailed]);

  return (
    <section aria-labelledby="users-heading">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="users-heading" className="text-2xl font-semibold">
          User Management
        </h2>
        <p className="text-sm text-muted-foreground">
          {users.length} {users.length === 1 ? "user" : "users"}
        </p>
      </div>
      <SecondFactorSetting required={requireSecondFactor} />
      <div className="rounded-lg border border-border bg-card shadow-sm">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="hidden w-16 sm:table-cell">Avatar</TableHead>
              <TableHead>Name</TableHead>
              <TableHead className="hidden md:table-cell">Email</TableHead>
              <TableHead className="hidden sm:table-cell">Current Role</TableHead>
              <TableHead className="hidden sm:table-cell">Two-factor</TableHead>
              <TableHead>Change Role</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} className="py-10 text-center text-muted-foreground">
                  No users found.
                </TableCell>
              </TableRow>
            ) : (
              users.map((user) => (
                <TableRow key={user.id} data-testid={`user-row-${user.email}`}>
                  <TableCell className="hidden sm:table-cell">
                    <UserAvatar person={user} size={36} />
                  </TableCell>
                  <TableCell className="max-w-48 md:max-w-none">
                    <span className={cn("block font-medium", !user.fullName && "text-muted-foreground italic")}>
                      {user.fullName || "Not set"}
                    </span>
                    {/* On small screens the email and role sit under the name. */}
                    <span className="block truncate text-xs text-muted-foreground md:hidden">{user.email}</span>
                    <RoleBadge role={user.role} className="mt-1 sm:hidden" />
                  </TableCell>
                  <TableCell className="hidden max-w-64 truncate md:table-cell">{user.email}</TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <RoleBadge role={user.role} />
                  </TableCell>
                  <TableCell className="hidden sm:table-cell" data-testid="second-factor">
                    <span
                      className={cn(
                        "text-sm",
                        user.secondFactor ? "font-medium text-primary" : "text-muted-foreground",
                      )}
                    >
                      {user.secondFactor ? "On" : "Off"}
                    </span>
                  </TableCell>
                  <TableCell>
                    <RoleSelect user={user} disabled={user.id === protectedId} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("User Management", `Admin dashboard: see every member of ${siteName()} and change their role.`);
