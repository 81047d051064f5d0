import { Fragment } from "react";

/**
 * An email address that wraps only where a reader expects it to: before the "@" and before each dot (the
 * <wbr> break points), never in the middle of a word. Only a part longer than the whole line (rare) wraps
 * inside, as a last resort (overflow-wrap: anywhere), rather than overflow the card.
 */
/** The longest part kept whole: it fits the narrowest card line (a 320 px phone) in bold. */
const WHOLE_PART_MAX = 24;

export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <strong className={className} style={{ overflowWrap: "anywhere", wordBreak: "normal" }} data-email-address="">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {/* A hyphen inside a part is no place to break (it would read as hyphenation): a part that fits
              a phone's line stays whole; a longer one wraps where it must. */}
          <span className={part.length <= WHOLE_PART_MAX ? "whitespace-nowrap" : undefined}>{part}</span>
        </Fragment>
      ))}
    </strong>
  );
}
