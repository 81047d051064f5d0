import { useLocation } from "react-router";
import {
  CONSENT_LINK_TEXT,
  CONSENT_TEXT,
  EMAIL_MAX,
  HONEYPOT_FIELD,
  SUBSCRIBE_FIELD_LABEL,
  SUBSCRIBE_PATH,
  type SubscribeForm,
} from "#app/domain/newsletter/form-copy.ts";
import { ErrorSummary } from "#app/components/forms/error-summary.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * The newsletter's subscribe form (footer of every page, end of every article, home page, /newsletter):
 * one email field, the consent line linking the privacy policy, a honeypot. A plain HTML form posting
 * to /newsletter (never a client-side submission), so it works without JavaScript and the reading pages
 * that carry it stay script-free and page-cached: the POST is answered by a page of its own.
 */
export function NewsletterForm({
  form,
  tone = "light",
  className,
  heading = "Get our newsletter",
  description = "Evidence-based articles and honest reviews, in your inbox. No spam.",
  defaultEmail,
  error,
}: {
  form: SubscribeForm;
  tone?: "light" | "dark";
  className?: string;
  heading?: string;
  description?: string;
  /** The address the reader typed, given back after a refusal so she can correct it rather than retype it. */
  defaultEmail?: string;
  /**
   * A refusal of the last submission: in the error summary at the top of the form (focused, linking to the field)
   * and, when it is about the address (`field`), beside the field too, as on every other form (decision 034).
   */
  error?: { message: string; field: boolean };
}) {
  const { pathname } = useLocation();
  const id = `newsletter-${form}`;
  const dark = tone === "dark";
  return (
    <section aria-labelledby={`${id}-heading`} className={cn("relative", className)}>
      <h2 id={`${id}-heading`} className={cn("text-lg font-semibold", dark ? "font-sans text-white" : "")}>
        {heading}
      </h2>
      <p className={cn("mt-1 text-sm", dark ? "text-[#ead9d4]" : "text-muted-foreground")}>{description}</p>
      <form method="post" action={SUBSCRIBE_PATH} className="mt-3">
        {error ? (
          <ErrorSummary
            items={[{ message: error.message, fieldId: error.field ? `${id}-email` : undefined }]}
            autoFocus
            className="mb-4"
          />
        ) : null}
        <input type="hidden" name="form" value={form} />
        <input type="hidden" name="page" value={pathname} />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden opacity-0"
        >
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input
            id={`${id}-${HONEYPOT_FIELD}`}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={`${id}-email`} className="sr-only">
            {SUBSCRIBE_FIELD_LABEL}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={EMAIL_MAX}
            autoComplete="email"
            defaultValue={defaultEmail}
            placeholder="you@example.com"
            aria-invalid={error?.field ? true : undefined}
            aria-describedby={error?.field ? `${id}-email-error ${id}-consent` : `${id}-consent`}
            className={cn(
              "h-11 w-full min-w-0 rounded-md border px-3 text-base sm:w-auto sm:flex-1",
              dark ? "border-white/30 bg-white/10 text-white placeholder:text-[#ead9d4]" : "border-input bg-background",
            )}
          />
          <button
            type="submit"
            className={cn(
              "h-11 rounded-md px-5 text-sm font-semibold",
              dark
                ? "bg-[#f4c6d4] text-[#3b2430] hover:bg-white"
                : "bg-primary text-primary-foreground hover:bg-primary/90",
            )}
          >
            Subscribe
          </button>
        </div>
        {error?.field ? (
          <p
            id={`${id}-email-error`}
            className={cn("mt-2 text-sm font-medium", dark ? "text-white" : "text-destructive")}
          >
            {error.message}
          </p>
        ) : null}
        <ConsentLine
          id={`${id}-consent`}
          className={cn("mt-2 text-xs", dark ? "text-[#ead9d4]" : "text-muted-foreground")}
          linkClassName={cn("underline underline-offset-2", dark ? "text-white" : "text-primary")}
        />
      </form>
    </section>
  );
}

/** The consent line, word for word CONSENT_TEXT, its end linking to the privacy policy's newsletter section. */
export function ConsentLine({
  id,
  className,
  linkClassName,
}: {
  id?: string;
  className?: string;
  linkClassName?: string;
}) {
  const lead = CONSENT_TEXT.slice(0, CONSENT_TEXT.length - CONSENT_LINK_TEXT.length - 1).trimEnd();
  return (
    <p id={id} className={className}>
      {lead}{" "}
      <a href="/privacy-policy#newsletter" className={linkClassName}>
        {CONSENT_LINK_TEXT}
      </a>
      .
    </p>
  );
}
