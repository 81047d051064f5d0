import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import { PasswordInput } from "#app/components/accounts/password-input.tsx";
import { Field, FieldFocus, FormErrors, useSubmissionForm } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { FormResult } from "#app/lib/forms.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/accounts/schemas.ts") : undefined;

/** The forms and lists of /profile/security (app/routes/profile-security.tsx): plain POSTs that work without JavaScript. */

/** A form that asks for her password before a change to her second factors. */
export function PasswordForm({
  intent,
  label,
  busy,
  variant,
  lastResult,
}: {
  intent: string;
  label: string;
  busy: boolean;
  variant: "default" | "outline" | "destructive";
  /** The action's reply to this form, when it was this form that was sent. */
  lastResult: FormResult | null;
}) {
  const { form, fields, formProps, firstInvalid, attempted } = useSubmissionForm({
    id: intent,
    schema: {
      now: serverSchemas?.securityPasswordSchema,
      load: async () => (await import("#app/domain/accounts/schemas.ts")).securityPasswordSchema,
    },
    lastResult,
  });
  return (
    <Form method="post" className="grid gap-2" {...formProps}>
      <input type="hidden" name="intent" value={intent} />
      <FormErrors form={form} attempted={attempted} />
      <FieldFocus first={firstInvalid}>
        <Field field={fields.password} label="Your password">
          {(control) => <PasswordInput {...control} autoComplete="current-password" />}
        </Field>
      </FieldFocus>
      <Button type="submit" variant={variant} disabled={busy} className="w-fit">
        {label}
      </Button>
    </Form>
  );
}

/** The first code from the new authenticator app, which turns two-factor on. */
export function TotpConfirmForm({
  setup,
  busy,
}: {
  setup: { totpURI: string; backupCodes: string[]; result?: FormResult };
  busy: boolean;
}) {
  const { form, fields, formProps, firstInvalid, attempted } = useSubmissionForm({
    id: "totp-confirm",
    schema: {
      now: serverSchemas?.totpConfirmSchema,
      load: async () => (await import("#app/domain/accounts/schemas.ts")).totpConfirmSchema,
    },
    lastResult: setup.result ?? null,
  });
  return (
    <Form method="post" className="grid gap-3 sm:max-w-sm" {...formProps}>
      <input type="hidden" name="intent" value="totp-confirm" />
      <input type="hidden" name="totpURI" value={setup.totpURI} />
      <input type="hidden" name="backupCodes" value={setup.backupCodes.join(" ")} />
      <FormErrors form={form} attempted={attempted} />
      <FieldFocus first={firstInvalid}>
        <Field field={fields.code} label="Code from the app">
          {(control) => <Input {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={7} />}
        </Field>
      </FieldFocus>
      <Button type="submit" disabled={busy} className="sm:w-fit">
        {busy ? "Checking..." : "Turn on two-factor"}
      </Button>
    </Form>
  );
}

/** Her passkeys, each with a plain form that removes it. */
export function PasskeyList({
  passkeys,
  busy,
}: {
  passkeys: { id: string; name: string | null; createdAt: string | null }[];
  busy: boolean;
}) {
  if (passkeys.length === 0) return null;
  return (
    <ul className="mt-4 grid gap-2">
      {passkeys.map((key) => (
        <li key={key.id} className="flex items-center justify-between gap-3 rounded-md border border-border p-3">
          <span>
            <span className="font-medium">{key.name || "Passkey"}</span>
            {key.createdAt ? (
              <span className="block text-xs text-muted-foreground">
                Added {new Date(key.createdAt).toLocaleDateString("en-US", { dateStyle: "long" })}
              </span>
            ) : null}
          </span>
          <Form method="post">
            <input type="hidden" name="intent" value="passkey-delete" />
            <input type="hidden" name="id" value={key.id} />
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={`Remove passkey ${key.name || ""}`.trim()}
            >
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** Recovery codes, shown once: right after two-factor is set up or new codes are made. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  if (codes.length === 0) return null;
  return (
    <div className="mt-6 grid gap-2">
      <h3 className="font-semibold">Your recovery codes</h3>
      <p className="text-sm text-muted-foreground">
        Keep these somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code} className="rounded bg-muted px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}
