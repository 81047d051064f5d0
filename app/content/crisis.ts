/**
 * Crisis help: the emergency numbers and the crisis, text and domestic abuse lines the site shows wherever a
 * reader signals risk (search, chat, quiz results, tools, the mental health articles). Each line names the
 * organisation that runs it and its own page, where the number was checked:
 *
 * - 988 Suicide & Crisis Lifeline (US): call or text 988, any time. https://988lifeline.org/
 * - Crisis Text Line (US): text HOME to 741741, any time. https://www.crisistextline.org/
 * - National Domestic Violence Hotline (US): 1-800-799-7233, or text START to 88788. https://www.thehotline.org/
 * - Samaritans (UK and Ireland): 116 123, free, any time. https://www.samaritans.org/
 * - Shout (UK): text SHOUT to 85258, free, any time. https://giveusashout.org/
 * - National Domestic Abuse Helpline (UK, run by Refuge): 0808 2000 247, free, any time.
 *   https://www.nationaldahelpline.org.uk/
 * - Emergency services: 911 (US), 999 or 112 (UK).
 * - Eating disorders: Beat's helpline (UK) 0808 801 0677, https://www.beateatingdisorders.org.uk/. NEDA (US)
 *   closed its helpline in 2023; its site lists support options and points people in crisis to 988 and
 *   Crisis Text Line. https://www.nationaleatingdisorders.org/
 */

export type CrisisRegion = "UK" | "US";
/** What a line is for: the order of lines follows the kind of risk a reader signalled. */
export type CrisisLineKind = "emergency" | "suicide" | "text" | "abuse";

export type CrisisLine = {
  region: CrisisRegion;
  kind: CrisisLineKind;
  /** Who runs it, as a reader would search for it. */
  name: string;
  /** How to reach it, in words ("Call or text 988, any time"). */
  how: string;
  /** A number to dial (tel:) and/or a text to send (sms:), when the line has one. */
  tel?: string;
  sms?: { to: string; body?: string };
  url?: string;
};

export const CRISIS_LINES: readonly CrisisLine[] = [
  { region: "UK", kind: "emergency", name: "Emergency services", how: "Call 999 (or 112) if you are in danger or might act on thoughts of harming yourself, or go to A&E.", tel: "999" },
  { region: "UK", kind: "suicide", name: "Samaritans", how: "Call free on 116 123, any time, day or night.", tel: "116123", url: "https://www.samaritans.org/" },
  { region: "UK", kind: "text", name: "Shout", how: "Text SHOUT to 85258, free, any time.", sms: { to: "85258", body: "SHOUT" }, url: "https://giveusashout.org/" },
  { region: "UK", kind: "abuse", name: "National Domestic Abuse Helpline (Refuge)", how: "Call free on 0808 2000 247, any time.", tel: "08082000247", url: "https://www.nationaldahelpline.org.uk/" },
  { region: "US", kind: "emergency", name: "Emergency services", how: "Call 911 if you are in danger or might act on thoughts of harming yourself, or go to the nearest emergency room.", tel: "911" },
  { region: "US", kind: "suicide", name: "988 Suicide & Crisis Lifeline", how: "Call or text 988, any time.", tel: "988", url: "https://988lifeline.org/" },
  { region: "US", kind: "text", name: "Crisis Text Line", how: "Text HOME to 741741, any time.", sms: { to: "741741", body: "HOME" }, url: "https://www.crisistextline.org/" },
  { region: "US", kind: "abuse", name: "National Domestic Violence Hotline", how: "Call 1-800-799-7233, or text START to 88788, any time.", tel: "18007997233", url: "https://www.thehotline.org/" },
];

export const CRISIS_COPY = {
  heading: "If you are in crisis or thinking about suicide",
  abuseHeading: "If you are not safe, or someone is hurting you",
  distressHeading: "If you are struggling, you do not have to wait",
  elsewhere: "Elsewhere, call your local emergency number; a doctor can put you in touch with a crisis line.",
  regionNames: { UK: "In the UK", US: "In the US" } satisfies Record<CrisisRegion, string>,
  /** The short line a compact box (above a chat room) shows before it is opened. */
  summary: "In crisis? Call your emergency number, 988 (US) or Samaritans 116 123 (UK).",
} as const;

/** Eating-disorder support, shown with a BMI below the healthy range and with quiz answers about eating. */
export const EATING_DISORDER_SUPPORT: readonly { region: CrisisRegion; name: string; how: string; url: string; tel?: string }[] = [
  { region: "UK", name: "Beat", how: "Helpline 0808 801 0677, free, or one-to-one web chat on its site.", tel: "08088010677", url: "https://www.beateatingdisorders.org.uk/" },
  { region: "US", name: "NEDA (National Eating Disorders Association)", how: "NEDA no longer runs a helpline; its site lists support and treatment options. In a crisis, call or text 988.", url: "https://www.nationaleatingdisorders.org/" },
];

/** The crisis lines as plain sentences (kept for places that show text only). */
export const CRISIS_RESOURCES = {
  heading: CRISIS_COPY.heading,
  lines: [
    "In an emergency, or if you might act on thoughts of harming yourself, call your local emergency number (911 in the US, 999 or 112 in the UK) or go to the nearest emergency department.",
    "In the US, call or text 988 (the 988 Suicide & Crisis Lifeline), any time; or text HOME to 741741 (Crisis Text Line).",
    "In the UK and Ireland, call Samaritans free on 116 123, any time; in the UK you can also text SHOUT to 85258.",
    "Elsewhere, your local emergency number or a doctor can put you in touch with a crisis line.",
  ],
} as const;

/** Articles in these categories show the crisis help near the top (the stress article's is one). */
export const CRISIS_ARTICLE_CATEGORY = /mental health/i;
/** Articles in these categories show it too: poor sleep often travels with low mood and anxiety. */
export const CRISIS_HELP_ARTICLE_CATEGORIES = /mental health|sleep/i;
