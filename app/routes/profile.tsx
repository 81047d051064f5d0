import { data } from "react-router";
import { plainRowCounts } from "#app/domain/accounts/vault.server.ts";
import type { Route } from "./+types/profile";
import { ProfileView } from "#app/components/profile/profile-view.tsx";
import { clearSessionCookieHeaders, mergeHeaders, signOut } from "#app/domain/accounts/auth-calls.server.ts";
import { DELETE_ACCOUNT_PASSWORD_MESSAGE, deleteAccountSchema, profileSchema } from "#app/domain/accounts/schemas.ts";
import { getSessionUser } from "#app/domain/accounts/session.server.ts";
import { requireUser } from "#app/routes/guards.server.ts";
import { updateProfile } from "#app/domain/accounts/users.server.ts";
import { deleteAccount } from "#app/domain/accounts/account-data.server.ts";
import { messages as newsletterMessages } from "#app/domain/newsletter/rules.ts";
import { memberSubscription, subscribeMember, unsubscribeMember } from "#app/domain/newsletter/subscriptions.server.ts";
import {
  fieldErrorReply,
  firstError,
  formErrorReply,
  invalidReply,
  parseSubmission,
  type FormResult,
  readFormData,
} from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { refusalFormErrors, refusalStatus } from "#app/lib/refusal-answers.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";
import { logger } from "#platform/logger.ts";
import { siteNameWithoutArticle } from "#app/lib/site.ts";

const PROFILE_UPDATE_FAILED = "Your profile could not be saved. Please try again.";

/** /profile. Visitors see the login prompt; saving needs a session. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return {
    user,
    newsletter: user ? await memberSubscription(user.email) : undefined,
    plainSynced: user ? await plainRowCounts(user.id) : undefined,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "sign-out") {
    const result = await signOut(request);
    if (!result.ok) {
      return data(
        { ok: false, toast: toast("Sign out Failed", result.message ?? "Something went wrong", "destructive") },
        { status: 400 },
      );
    }
    return redirectWithToast(
      "/",
      { title: "Signed Out" },
      { headers: mergeHeaders(new Headers(), result.headers, clearSessionCookieHeaders()) },
    );
  }
  const user = await requireUser(request);
  if (intent === "delete-account") {
    // Confirmed by her password; everything of hers goes (account-data.server.ts).
    // Its reply is `deleteResult`, apart from the profile form's `result`.
    const submission = parseSubmission(formData, deleteAccountSchema);
    if (submission.status !== "success") {
      return data(
        {
          ok: false,
          deleteResult: invalidReply(submission),
          toast: toast("Deletion Failed", DELETE_ACCOUNT_PASSWORD_MESSAGE, "destructive"),
        },
        { status: 400 },
      );
    }
    const result = await deleteAccount(user.id, submission.value.password);
    if (!result.ok) {
      const status = refusalStatus(result, { "rate-limited": 429, "not-found": 404 });
      const deleteResult =
        result.reason === "wrong-password"
          ? fieldErrorReply(submission, refusalFormErrors(result, "password"))
          : formErrorReply(submission, result.message);
      return data(
        { ok: false, deleteResult, toast: toast("Deletion Failed", result.message, "destructive") },
        { status },
      );
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
    const message =
      intent === "newsletter-subscribe" ? newsletterMessages.memberSubscribed : newsletterMessages.memberUnsubscribed;
    return { ok: true, toast: toast("Newsletter", message) };
  }
  if (intent !== "save") {
    return data({ ok: false, toast: toast("Update Failed", "Unknown action.", "destructive") }, { status: 400 });
  }
  const submission = parseSubmission(formData, profileSchema);
  if (submission.status !== "success") {
    const result = invalidReply(submission);
    return data(
      {
        ok: false,
        result,
        toast: toast(
          "Update Failed",
          firstError(result, ["avatarUrl", "fullName"]) ?? PROFILE_UPDATE_FAILED,
          "destructive",
        ),
      },
      { status: 400 },
    );
  }
  // A form without an avatar choice keeps the current avatar.
  const avatarUrl = formData.has("avatarUrl") ? submission.value.avatarUrl : user.avatarUrl;
  try {
    const result = await updateProfile(user.id, { fullName: submission.value.fullName, avatarUrl });
    if (!result.ok) {
      const reply = fieldErrorReply(submission, refusalFormErrors(result, result.field));
      return data(
        { ok: false, result: reply, toast: toast("Update Failed", result.message, "destructive") },
        { status: 400 },
      );
    }
  } catch (error) {
    // The exception's text is for the log only; the member gets a neutral message.
    logger.error({ err: error }, "profile update failed");
    return data(
      {
        ok: false,
        result: formErrorReply(submission, PROFILE_UPDATE_FAILED),
        toast: toast("Update Failed", PROFILE_UPDATE_FAILED, "destructive"),
      },
      { status: 500 },
    );
  }
  return { ok: true, result: submission.reply(), toast: toast("Profile Updated!", "Your information has been saved.") };
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="mb-8 text-center text-3xl font-semibold sm:text-4xl">My Profile</h1>
      {/* Without JavaScript the form posts here and the reply comes back as the page's action data. */}
      <ProfileView
        user={loaderData.user}
        newsletter={loaderData.newsletter}
        plainSynced={loaderData.plainSynced}
        reply={actionData && "result" in actionData ? actionData.result : null}
        deleteReply={actionData && "deleteResult" in actionData ? (actionData.deleteResult as FormResult) : null}
      />
    </section>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("My Profile", `Your ${siteNameWithoutArticle()} profile: choose an avatar and update your name.`);
