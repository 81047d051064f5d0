import { Fragment } from "react";

/**
 * An email address that wraps only where a reader expects it to: before the "@" and before each dot, never
 * in the middle of a word. A part longer than the whole line (rare) may still wrap inside as a last resort,
 * rather than overflow the card.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <strong className={className} style={{ overflowWrap: "anywhere", wordBreak: "normal" }} data-email-address="">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </strong>
  );
}
