import { data } from "react-router";
import type { Route } from "./+types/profile";
import { ProfileView } from "#app/components/profile/profile-view.tsx";
import { clearSessionCookieHeaders, mergeHeaders, signOut } from "#app/domain/accounts/auth-calls.server.ts";
import { formObject, profileSchema } from "#app/domain/accounts/schemas.ts";
import { getSessionUser, requireUser } from "#app/domain/accounts/session.server.ts";
import { updateProfile } from "#app/domain/accounts/users.server.ts";
import { deleteAccount } from "#app/domain/accounts/account-data.server.ts";
import { messages as newsletterMessages } from "#app/domain/newsletter/rules.ts";
import { memberSubscription, subscribeMember, unsubscribeMember } from "#app/domain/newsletter/subscriptions.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";
import { logger } from "#platform/logger.ts";

const PROFILE_UPDATE_FAILED = "Your profile could not be saved. Please try again.";

/** Spec §2.8 /profile. Visitors see the login prompt; saving needs a session. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return { user, newsletter: user ? await memberSubscription(user.email) : undefined };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "sign-out") {
    const result = await signOut(request);
    if (!result.ok) {
      return data({ ok: false, toast: toast("Sign out Failed", result.message ?? "Something went wrong", "destructive") }, { status: 400 });
    }
    return redirectWithToast("/", { title: "Signed Out" }, { headers: mergeHeaders(new Headers(), result.headers, clearSessionCookieHeaders()) });
  }
  const user = await requireUser(request);
  if (intent === "delete-account") {
    // Issue 18 point 2: confirmed by her password; everything of hers goes (account-data.server.ts).
    const password = formData.get("password");
    if (typeof password !== "string" || password === "") {
      return data({ ok: false, toast: toast("Deletion Failed", "Enter your password to delete your account.", "destructive") }, { status: 400 });
    }
    const result = await deleteAccount(user.id, password);
    if (!result.ok) {
      const status = result.reason === "rate-limited" ? 429 : result.reason === "not-found" ? 404 : 400;
      return data({ ok: false, toast: toast("Deletion Failed", result.message, "destructive") }, { status });
    }
    return redirectWithToast(
      "/",
      { title: "Account Deleted", description: "Your account and the data saved with it have been deleted." },
      { headers: clearSessionCookieHeaders() },
    );
  }
  if (intent === "newsletter-subscribe" || intent === "newsletter-unsubscribe") {
    if (intent === "newsletter-subscribe") await subscribeMember(user);
    else await unsubscribeMember(user);
    const message = intent === "newsletter-subscribe" ? newsletterMessages.memberSubscribed : newsletterMessages.memberUnsubscribed;
    return { ok: true, toast: toast("Newsletter", message) };
  }
  if (intent !== "save") {
    return data({ ok: false, toast: toast("Update Failed", "Unknown action.", "destructive") }, { status: 400 });
  }
  const form = profileSchema.parse(formObject(formData));
  try {
    const result = await updateProfile(user.id, { fullName: form.fullName, avatarUrl: form.avatarUrl ?? user.avatarUrl });
    if (!result.ok) return data({ ok: false, toast: toast("Update Failed", result.message, "destructive") }, { status: 400 });
  } catch (error) {
    // The exception's text is for the log only; the member gets a neutral message.
    logger.error({ err: error }, "profile update failed");
    return data({ ok: false, toast: toast("Update Failed", PROFILE_UPDATE_FAILED, "destructive") }, { status: 500 });
  }
  return { ok: true, toast: toast("Profile Updated!", "Your information has been saved.") };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  return (
    <section className="px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="mb-8 text-center text-3xl font-semibold sm:text-4xl">My Profile</h1>
      <ProfileView user={loaderData.user} newsletter={loaderData.newsletter} />
    </section>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("My Profile", "Your Wellness Circle profile: choose an avatar and update your name.");
