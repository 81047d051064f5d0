import { Download, LogOut, ShieldCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { AvatarPicker } from "#app/components/accounts/avatar-picker.tsx";
import { UserAvatar } from "#app/components/accounts/user-avatar.tsx";
import { Field, FieldErrors, FieldFocus, FormErrors, useSubmissionForm } from "#app/components/forms/field.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { PasswordInput } from "#app/components/accounts/password-input.tsx";
import { NAME_MAX } from "#app/domain/accounts/profile-rules.ts";
import type { SessionUser } from "#app/domain/accounts/session.server.ts";
import { ConsentLine } from "#app/components/newsletter-form.tsx";
import { LoggedOut } from "#app/components/profile/logged-out.tsx";
import type { FormResult } from "#app/lib/forms.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/accounts/schemas.ts") : undefined;

/** What the /profile action answers to a fetcher (see app/routes/profile.tsx). */
type ProfileActionData = {
  ok: boolean;
  result?: FormResult;
  /** The reply of 'Delete my account' (its own form). */
  deleteResult?: FormResult;
  toast: { id: string; title: string; description?: string; variant: "default" | "destructive" };
};

export const PROFILE_ACTION = "/profile";

/**
 * Profile (the /profile page and the first tab of /wellness-toolkit):
 * avatar picker, read-only email, editable Full Name, read-only Role, Save
 * Changes and Sign Out. Submits to the /profile route action with fetchers, so
 * it works wherever it is embedded.
 */
export function ProfileView({
  user,
  newsletter,
  plainSynced,
  reply = null,
  deleteReply = null,
}: {
  user: SessionUser | null;
  newsletter?: "subscribed" | "not-subscribed";
  /** Rows of the earlier, unencrypted account sync still stored (the /profile page knows them). */
  plainSynced?: { days: number; quizzes: number };
  reply?: FormResult | null;
  deleteReply?: FormResult | null;
}) {
  if (!user) return <LoggedOut />;
  return (
    <>
      <ProfileForm key={user.id} user={user} reply={reply} deleteReply={deleteReply} plainSynced={plainSynced} />
      {newsletter ? <NewsletterChoice status={newsletter} /> : null}
    </>
  );
}

/** The member's newsletter subscription: one button to join or leave. */
function NewsletterChoice({ status }: { status: "subscribed" | "not-subscribed" }) {
  const fetcher = useFetcher<ProfileActionData>({ key: "profile-newsletter" });
  const busy = fetcher.state !== "idle";
  const subscribed = status === "subscribed";
  return (
    <section
      aria-labelledby="profile-newsletter-heading"
      className="mx-auto mt-6 max-w-2xl rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="profile-newsletter-heading" className="text-xl font-semibold">
        Newsletter
      </h2>
      <p className="mt-1 text-sm text-muted-foreground" data-testid="profile-newsletter-status">
        {subscribed
          ? "You receive our newsletter at your account's email address."
          : "You do not receive our newsletter."}
      </p>
      <fetcher.Form method="post" action={PROFILE_ACTION} className="mt-4">
        <input type="hidden" name="intent" value={subscribed ? "newsletter-unsubscribe" : "newsletter-subscribe"} />
        {subscribed ? null : (
          <ConsentLine className="mb-3 text-xs text-muted-foreground" linkClassName="text-primary underline" />
        )}
        <Button type="submit" variant={subscribed ? "outline" : "default"} disabled={busy}>
          {subscribed ? "Unsubscribe" : "Subscribe to the newsletter"}
        </Button>
      </fetcher.Form>
      <FlashToast toast={fetcher.data?.toast ?? null} />
    </section>
  );
}

function ProfileForm({
  user,
  reply,
  deleteReply,
  plainSynced,
}: {
  user: SessionUser;
  reply: FormResult | null;
  deleteReply: FormResult | null;
  plainSynced?: { days: number; quizzes: number };
}) {
  const save = useFetcher<ProfileActionData>({ key: "profile-save" });
  const { form, fields, formProps, firstInvalid, attempted } = useSubmissionForm({
    id: "profile",
    schema: {
      now: serverSchemas?.profileSchema,
      load: async () => (await import("#app/domain/accounts/schemas.ts")).profileSchema,
    },
    lastResult: save.data?.result ?? reply,
    defaultValue: { fullName: user.fullName, avatarUrl: user.avatarUrl ?? "" },
  });
  const avatarInvalid = Boolean(fields.avatarUrl.errors?.length);
  const signOut = useFetcher<ProfileActionData>({ key: "profile-sign-out" });
  const [avatarUrl, setAvatarUrl] = useState(user.avatarUrl);
  const saving = save.state !== "idle";
  const signingOut = signOut.state !== "idle";
  const role = user.role.charAt(0).toUpperCase() + user.role.slice(1);

  return (
    <div className="mx-auto max-w-2xl rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-4">
        <UserAvatar
          person={{ avatarUrl, email: user.email, fullName: user.fullName }}
          size={72}
          alt="Your current avatar"
          className="border-2 border-primary-soft"
        />
        <div className="min-w-0">
          <h2 className="truncate text-2xl font-semibold">{user.fullName || "Your Profile"}</h2>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
      </div>

      <save.Form method="post" action={PROFILE_ACTION} className="mt-8 grid gap-6" {...formProps}>
        <input type="hidden" name="intent" value="save" />
        <FormErrors form={form} attempted={attempted} />
        <FieldFocus first={firstInvalid}>
          <div className="grid gap-2">
            <AvatarPicker
              defaultValue={fields.avatarUrl.defaultValue ?? user.avatarUrl}
              disabled={saving}
              onChange={setAvatarUrl}
              invalid={avatarInvalid}
              describedBy={avatarInvalid ? fields.avatarUrl.errorId : undefined}
            />
            <FieldErrors field={fields.avatarUrl} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="profile-email">Email</Label>
            <Input
              id="profile-email"
              type="email"
              value={user.email}
              readOnly
              aria-readonly="true"
              className="bg-muted"
            />
          </div>
          <Field field={fields.fullName} label="Full Name">
            {(control) => (
              <Input
                {...control}
                autoComplete="name"
                maxLength={NAME_MAX}
                disabled={saving}
                placeholder="Your full name"
              />
            )}
          </Field>
        </FieldFocus>
        <div className="grid gap-2">
          <Label htmlFor="profile-role">Role</Label>
          <Input id="profile-role" value={role} readOnly aria-readonly="true" className="bg-muted" />
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
          <Button type="submit" form="profile-sign-out" variant="outline" disabled={signingOut} className="sm:w-auto">
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
          <Button type="submit" disabled={saving} className="sm:min-w-36">
            {saving ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </save.Form>
      <signOut.Form id="profile-sign-out" method="post" action={PROFILE_ACTION} hidden>
        <input type="hidden" name="intent" value="sign-out" />
      </signOut.Form>
      <FlashToast toast={save.data?.toast ?? null} />
      <FlashToast toast={signOut.data?.toast ?? null} />
      <YourData reply={deleteReply} plainSynced={plainSynced} />
    </div>
  );
}

/**
 * Download a copy of her data, second factors, and deleting the account (confirmed by her
 * password). Plain links and a plain POST form, so all of it works before JavaScript loads.
 */
function YourData({
  reply,
  plainSynced,
}: {
  reply: FormResult | null;
  plainSynced?: { days: number; quizzes: number };
}) {
  const remove = useFetcher<ProfileActionData>({ key: "profile-delete-account" });
  const deleting = remove.state !== "idle";
  const { form, fields, formProps, firstInvalid, attempted } = useSubmissionForm({
    id: "delete-account",
    schema: {
      now: serverSchemas?.deleteAccountSchema,
      load: async () => (await import("#app/domain/accounts/schemas.ts")).deleteAccountSchema,
    },
    lastResult: remove.data?.deleteResult ?? reply,
  });
  return (
    <div className="mt-8 grid gap-6 border-t border-border pt-6">
      <section aria-labelledby="your-data-heading" className="grid gap-3">
        <h3 id="your-data-heading" className="text-lg font-semibold">
          Your data
        </h3>
        <p className="text-sm text-muted-foreground">
          One JSON file with your account, profile, chat messages, the contact messages and proposals sent with your
          email address, and your private sync as we store it: encrypted. The offline reader opens it on your device
          with your passphrase or recovery key, with no network.
        </p>
        {plainSynced && plainSynced.days + plainSynced.quizzes > 0 && (
          <p role="alert" className="rounded-md bg-accent p-3 text-sm text-accent-foreground">
            {plainSynced.days} health tracker {plainSynced.days === 1 ? "day" : "days"} and {plainSynced.quizzes} quiz{" "}
            {plainSynced.quizzes === 1 ? "result" : "results"} from the earlier account sync are stored on our server
            unencrypted. Set up or unlock private sync in the{" "}
            <Link to="/wellness-toolkit?tab=cycle" className="underline">
              Cycle Tracker
            </Link>{" "}
            to encrypt them; the unencrypted copies are then deleted.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <a href="/account/export" download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" /> Download my data
          </a>
          <a href="/private-data-reader.html" download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" /> Offline reader for private data
          </a>
          <Link to="/profile/security" className={buttonVariants({ variant: "outline" })}>
            <ShieldCheck aria-hidden="true" /> Two-factor and passkeys
          </Link>
        </div>
      </section>
      <section
        aria-labelledby="delete-account-heading"
        className="grid gap-3 rounded-lg border border-destructive/40 p-4"
      >
        <h3 id="delete-account-heading" className="text-lg font-semibold text-destructive">
          Delete my account
        </h3>
        <p className="text-sm text-muted-foreground">
          This removes your account, profile, sessions, second factors, the tracker and quiz data saved to your account,
          your chat messages, and the contact messages and proposals sent with your email address. It cannot be undone.
        </p>
        <remove.Form method="post" action={PROFILE_ACTION} className="grid gap-3 sm:max-w-sm" {...formProps}>
          <input type="hidden" name="intent" value="delete-account" />
          <FormErrors form={form} attempted={attempted} />
          <FieldFocus first={firstInvalid}>
            <Field field={fields.password} label="Your password">
              {(control) => <PasswordInput {...control} autoComplete="current-password" disabled={deleting} />}
            </Field>
          </FieldFocus>
          <Button type="submit" variant="destructive" disabled={deleting} className="sm:w-fit">
            <Trash2 aria-hidden="true" />
            {deleting ? "Deleting..." : "Delete my account"}
          </Button>
        </remove.Form>
        <FlashToast toast={remove.data?.toast ?? null} />
      </section>
    </div>
  );
}
