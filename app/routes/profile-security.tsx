import { KeyRound, ShieldCheck, Smartphone } from "lucide-react";
import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/profile-security";
import { AddPasskeyButton } from "#app/components/accounts/passkey-buttons.tsx";
import { PasskeyList, PasswordForm, RecoveryCodes, TotpConfirmForm } from "#app/components/accounts/security-forms.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { mergeHeaders } from "#app/domain/accounts/auth-calls.server.ts";
import { securityCommandSchema, securityPasswordSchema, totpConfirmSchema } from "#app/domain/accounts/schemas.ts";
import { SECOND_FACTOR_REQUIRED_MESSAGE, SECOND_FACTOR_SESSION_MESSAGE } from "#app/domain/accounts/second-factor.ts";
import { adminAccess, adminsRequireSecondFactor, secondFactorsOf } from "#app/domain/accounts/second-factor.server.ts";
import { unconfirmedFactorsOf } from "#app/domain/accounts/second-factor-confirmation.server.ts";
import {
  confirmTotp,
  newBackupCodes,
  passkeysOf,
  removePasskey,
  secretOf,
  startTotp,
  turnOffTotp,
} from "#app/domain/accounts/security.server.ts";
import { requireUser, requireUserSession } from "#app/routes/guards.server.ts";
import { otpauthQrSvg } from "#app/domain/accounts/totp-qr.server.ts";
import { fieldErrorReply, parseSubmission, readFormData, type FormResult } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { toast, type Toast } from "#app/lib/toast.server.ts";
import { siteNameWithoutArticle } from "#app/lib/site.ts";

/**
 * /profile/security: the member's second factors. An authenticator app (TOTP, with ten
 * recovery codes) set up with her password and confirmed with a first code; passkeys added with the
 * browser's WebAuthn prompt. Admins are sent here while the site requires a second factor and theirs is missing.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user, sessionId } = await requireUserSession(request);
  const factors = await secondFactorsOf(user.id);
  const passkeys = (await passkeysOf(user.id)).map((key) => ({
    id: key.id,
    name: key.name,
    createdAt: key.createdAt?.toISOString() ?? null,
  }));
  const required = user.role === "admin" && (await adminsRequireSecondFactor());
  // An admin's new factor waits for the link mailed to her; an admin session opened without one is a member's.
  const unconfirmed = user.role === "admin" ? (await unconfirmedFactorsOf(user.id)).map((factor) => factor.name) : [];
  const access = required ? await adminAccess({ userId: user.id, sessionId }) : { ok: true as const };
  return {
    totp: factors.totp,
    passkeys,
    required,
    missing: required && !access.ok && access.reason === "needs-second-factor",
    unverifiedSession: !access.ok && access.reason === "needs-verified-session",
    unconfirmed,
  };
}

type ActionData =
  | {
      step: "confirm";
      totpURI: string;
      qrSvg: string;
      secret: string | null;
      backupCodes: string[];
      result?: FormResult;
      toast?: Toast;
    }
  | { step: "codes"; backupCodes: string[]; toast?: Toast }
  | { step: "done"; toast: Toast; intent?: string; result?: FormResult };

/** The action's reply to one of the password forms, when that form was the one sent. */
function passwordReply(reply: ActionData | undefined, intent: string): FormResult | null {
  return reply?.step === "done" && reply.intent === intent ? (reply.result ?? null) : null;
}

const TOTP_URI = /^otpauth:\/\/totp\/[^\s"'<>]{1,500}$/;
const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

const failed = (description: string, status = 400) =>
  data({ step: "done", toast: toast("Update Failed", description, "destructive") } as ActionData, { status });

/** A password form refused: the message under its password field (the same form components as every form). */
function passwordRefused(formData: FormData, intent: string, description: string, status: number) {
  const result = fieldErrorReply(parseSubmission(formData, securityPasswordSchema), { password: [description] });
  return data(
    { step: "done", intent, result, toast: toast("Update Failed", description, "destructive") } as ActionData,
    { status },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  const submission = parseSubmission(formData, securityCommandSchema);
  if (submission.status !== "success") return failed("Unknown action.");
  const form = submission.value;
  const password = form.password ?? "";
  switch (form.intent) {
    case "totp-start": {
      if (!password)
        return passwordRefused(formData, form.intent, "Enter your password to set up an authenticator app.", 400);
      const result = await startTotp(request, password);
      if (!result.ok) {
        const message =
          result.status === 429
            ? "Too many attempts. Please try again later."
            : (result.message ?? "Your password is not right.");
        return passwordRefused(formData, form.intent, message, result.status === 429 ? 429 : 400);
      }
      const { totpURI, backupCodes } = result.data;
      return data(
        {
          step: "confirm",
          totpURI,
          qrSvg: otpauthQrSvg(totpURI),
          secret: secretOf(totpURI),
          backupCodes,
        } as ActionData,
        {
          headers: mergeHeaders(new Headers(), result.headers),
        },
      );
    }
    case "totp-confirm": {
      const code = (form.code ?? "").replace(/\s+/g, "");
      const result = /^\d{6}$/.test(code) ? await confirmTotp(request, code) : null;
      if (!result?.ok) {
        // The page shows the same setup again (the secret stays in the database until a code confirms it).
        // What the form echoes back is only displayed, and only in the shapes better-auth writes.
        const totpURI = TOTP_URI.test(form.totpURI ?? "") ? form.totpURI! : "";
        return data(
          {
            step: "confirm",
            totpURI,
            qrSvg: totpURI ? otpauthQrSvg(totpURI) : "",
            secret: secretOf(totpURI),
            backupCodes: (form.backupCodes ?? "")
              .split(" ")
              .filter((code) => BACKUP_CODE.test(code))
              .slice(0, 10),
            result: fieldErrorReply(parseSubmission(formData, totpConfirmSchema), {
              code: ["That code is not right. Enter the 6-digit code your authenticator app shows now."],
            }),
          } as ActionData,
          { status: result?.status === 429 ? 429 : 400 },
        );
      }
      const onTheWay =
        user.role === "admin" ? " We sent you an email: confirm the app there before it opens the admin area." : "";
      return data(
        {
          step: "done",
          toast: toast(
            "Two-factor is on",
            `From now on, signing in asks for a code from your authenticator app.${onTheWay}`,
          ),
        } as ActionData,
        {
          headers: mergeHeaders(new Headers(), result.headers),
        },
      );
    }
    case "totp-disable": {
      const result = await turnOffTotp(request, password);
      if (!result.ok)
        return passwordRefused(
          formData,
          form.intent,
          result.message ?? "Your password is not right.",
          result.status === 429 ? 429 : 400,
        );
      return data(
        { step: "done", toast: toast("Two-factor is off", "Signing in no longer asks for a code.") } as ActionData,
        {
          headers: mergeHeaders(new Headers(), result.headers),
        },
      );
    }
    case "backup-codes": {
      const result = await newBackupCodes(request, password);
      if (!result.ok)
        return passwordRefused(
          formData,
          form.intent,
          result.message ?? "Your password is not right.",
          result.status === 429 ? 429 : 400,
        );
      return data({ step: "codes", backupCodes: result.data.backupCodes } as ActionData, {
        headers: mergeHeaders(new Headers(), result.headers),
      });
    }
    case "passkey-delete": {
      const result = await removePasskey(request, form.id ?? "");
      if (!result.ok)
        return failed(result.message ?? "That passkey could not be removed.", result.status === 429 ? 429 : 400);
      return data({
        step: "done",
        toast: toast("Passkey removed", "That passkey can no longer sign you in."),
      } as ActionData);
    }
    default:
      return failed("Unknown action.");
  }
}

export default function Security({ loaderData, actionData }: Route.ComponentProps) {
  const { totp, passkeys, required, missing, unverifiedSession, unconfirmed } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const setup = actionData?.step === "confirm" ? actionData : null;
  const codes = actionData?.step === "confirm" || actionData?.step === "codes" ? actionData.backupCodes : null;
  return (
    <section className="px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto grid max-w-2xl gap-6">
        <div>
          <Link to="/profile" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            ← Back to My Profile
          </Link>
          <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Two-factor and passkeys</h1>
          <p className="mt-2 text-muted-foreground">
            A second factor keeps your account yours even if someone learns your password.
          </p>
        </div>
        {missing ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm font-medium text-destructive"
          >
            {SECOND_FACTOR_REQUIRED_MESSAGE}
          </p>
        ) : unverifiedSession ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm font-medium text-destructive"
          >
            {SECOND_FACTOR_SESSION_MESSAGE}
          </p>
        ) : required ? (
          <p className="rounded-lg border border-border bg-muted p-4 text-sm">
            Every admin account needs a second factor: yours is set up.
          </p>
        ) : null}
        {unconfirmed.length > 0 ? (
          <p
            className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
            data-testid="unconfirmed-factors"
          >
            Waiting for your confirmation by email: {unconfirmed.join(", ")}. Until you open the link we sent you, it
            does not open the admin area.
          </p>
        ) : null}

        <div className="rounded-xl border border-border bg-card p-6 shadow-sm">
          <div className="flex items-center justify-between gap-3">
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <Smartphone className="size-5 text-primary" aria-hidden="true" /> Authenticator app
            </h2>
            <Badge variant={totp ? "default" : "outline"}>{totp ? "On" : "Off"}</Badge>
          </div>
          {setup ? (
            <div className="mt-4 grid gap-4">
              <p className="text-sm">
                Add this account to your authenticator app (Google Authenticator, 1Password, Authy…): open{" "}
                <a href={setup.totpURI} className="font-medium text-primary underline">
                  this link on your phone
                </a>{" "}
                or type the key below. Then enter the 6-digit code it shows.
              </p>
              {setup.qrSvg ? (
                <div className="flex flex-wrap items-center gap-4">
                  <div
                    role="img"
                    aria-label="QR code of the authenticator link: scan it with your authenticator app"
                    className="size-44 shrink-0 rounded-md border border-border bg-white p-2 [&>svg]:size-full"
                    // Drawn on the server by uqr from the otpauth:// link checked above; it holds no markup of anyone else's.
                    dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
                  />
                  <p className="text-sm text-muted-foreground">
                    Scan this code with your authenticator app, or type the key below.
                  </p>
                </div>
              ) : null}
              <p className="rounded-md bg-muted p-3 font-mono text-sm break-all" data-testid="totp-secret">
                {setup.secret}
              </p>
              <TotpConfirmForm setup={setup} busy={busy} />
            </div>
          ) : totp ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <PasswordForm
                intent="backup-codes"
                label="New recovery codes"
                busy={busy}
                variant="outline"
                lastResult={passwordReply(actionData, "backup-codes")}
              />
              <PasswordForm
                intent="totp-disable"
                label="Turn off"
                busy={busy}
                variant="destructive"
                lastResult={passwordReply(actionData, "totp-disable")}
              />
            </div>
          ) : (
            <div className="mt-4">
              <p className="mb-3 text-sm text-muted-foreground">
                Signing in will ask for a code from the app after your password.
              </p>
              <PasswordForm
                intent="totp-start"
                label="Set up an authenticator app"
                busy={busy}
                variant="default"
                lastResult={passwordReply(actionData, "totp-start")}
              />
            </div>
          )}
          {codes ? <RecoveryCodes codes={codes} /> : null}
        </div>

        <div className="rounded-xl border border-border bg-card p-6 shadow-sm">
          <div className="flex items-center justify-between gap-3">
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <KeyRound className="size-5 text-primary" aria-hidden="true" /> Passkeys
            </h2>
            <Badge variant={passkeys.length > 0 ? "default" : "outline"}>{passkeys.length}</Badge>
          </div>
          <p className="mt-2 text-sm text-muted-foreground">
            A passkey signs you in with your device&apos;s fingerprint, face or screen lock, with no password. It needs
            JavaScript and a browser that supports passkeys.
          </p>
          <PasskeyList passkeys={passkeys} busy={busy} />
          <div className="mt-4">
            <AddPasskeyButton />
          </div>
        </div>
        <Link to="/profile" className={buttonVariants({ variant: "ghost", className: "w-fit" })}>
          <ShieldCheck aria-hidden="true" /> Done
        </Link>
      </div>
      <FlashToast toast={actionData?.toast ?? null} />
    </section>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Two-factor and passkeys", `Protect your ${siteNameWithoutArticle()} account with a second factor.`);
