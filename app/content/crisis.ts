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
 * - Rape Crisis England & Wales 24/7 Support Line: 0808 500 2222, free. https://rapecrisis.org.uk/
 * - RAINN National Sexual Assault Hotline (US): 800-656-4673 (800-656-HOPE), any time. https://rainn.org/
 * - NHS 111 (England, Scotland, Wales): call 111 or use 111 online for urgent advice. https://111.nhs.uk/
 * - Poison Control (US, America's Poison Centers): 1-800-222-1222, any time. https://www.poison.org/
 * - Tommy's midwives (UK): 0800 0147 800, free, Monday to Friday 9am to 5pm. https://www.tommys.org/
 * - Sands (UK, stillbirth and neonatal death): 0808 164 3332, free; hours on its site. https://www.sands.org.uk/
 * - Postpartum Support International HelpLine (US): call or text 1-800-944-4773; not a crisis line.
 *   https://www.postpartum.net/
 * - Silent Solution (UK police): a 999 call from a mobile where the caller cannot speak is put through to the
 *   police when she presses 55. https://www.police.uk/ (Make a silent 999 call)
 * - What to do now for each kind follows the NHS pages named in app/content/safety/risk-language.ts
 *   (RISK_SOURCES): overdose (A&E even if you feel well), ectopic pregnancy and bleeding in pregnancy (999 for
 *   heavy bleeding, sudden severe pain, dizziness or fainting), baby's movements (call the maternity unit
 *   straight away), chest pain, stroke (FAST), anaphylaxis, help after rape and sexual assault (SARCs).
 */
import type { RiskKind } from "#app/content/safety/risk-language.ts";

export type CrisisRegion = "UK" | "US";
/** What a line is for: the order of lines follows the kind of risk a reader signalled. */
export type CrisisLineKind =
  | "emergency"
  | "suicide"
  | "text"
  | "abuse"
  | "sexual-violence"
  | "urgent-advice"
  | "poison"
  | "eating"
  | "pregnancy"
  | "loss";

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
  { region: "UK", kind: "sexual-violence", name: "Rape Crisis 24/7 Support Line", how: "Call free on 0808 500 2222, any time (England and Wales), whenever it happened.", tel: "08085002222", url: "https://rapecrisis.org.uk/" },
  { region: "US", kind: "sexual-violence", name: "RAINN National Sexual Assault Hotline", how: "Call 800-656-4673 (800-656-HOPE), any time.", tel: "18006564673", url: "https://rainn.org/" },
  { region: "UK", kind: "urgent-advice", name: "NHS 111", how: "Call 111 or use 111 online for urgent medical advice when it is not an emergency.", tel: "111", url: "https://111.nhs.uk/" },
  { region: "US", kind: "poison", name: "Poison Control", how: "Call 1-800-222-1222, any time, about any medicine or poison taken.", tel: "18002221222", url: "https://www.poison.org/" },
  { region: "UK", kind: "eating", name: "Beat", how: "Helpline 0808 801 0677, free, or one-to-one web chat on its site.", tel: "08088010677", url: "https://www.beateatingdisorders.org.uk/" },
  { region: "US", kind: "eating", name: "NEDA (National Eating Disorders Association)", how: "NEDA no longer runs a helpline; its site lists support and treatment options. In a crisis, call or text 988.", url: "https://www.nationaleatingdisorders.org/" },
  { region: "UK", kind: "pregnancy", name: "Tommy's midwives", how: "Call free on 0800 0147 800, Monday to Friday 9am to 5pm, to talk to a midwife (not for emergencies).", tel: "08000147800", url: "https://www.tommys.org/" },
  { region: "UK", kind: "loss", name: "Sands (stillbirth and neonatal death)", how: "Call free on 0808 164 3332 to talk about the loss of a baby; opening hours are on its site.", tel: "08081643332", url: "https://www.sands.org.uk/" },
  { region: "US", kind: "loss", name: "Postpartum Support International", how: "Call or text 1-800-944-4773 for support in pregnancy, after birth or after a loss (not a crisis line).", tel: "18009444773", url: "https://www.postpartum.net/" },
];

/**
 * What each kind of risk shows: its heading, the steps to take now (calling the emergency number first where it
 * is urgent; the emergency line itself is worded for the kind) and the lines to call next, in order.
 */
export type RiskHelp = {
  heading: string;
  /** The emergency line's words for this kind, per region. */
  emergency: Record<CrisisRegion, string>;
  /** Further steps to take now, after the emergency number and before any line to read about. */
  now: Record<CrisisRegion, readonly string[]>;
  lines: readonly CrisisLineKind[];
};

export const RISK_HELP: Record<RiskKind, RiskHelp> = {
  "self-harm": {
    heading: "If you are in crisis or thinking about suicide",
    emergency: {
      UK: "Call 999 (or 112) if you are in danger or might act on thoughts of harming yourself, or go to A&E.",
      US: "Call 911 if you are in danger or might act on thoughts of harming yourself, or go to the nearest emergency room.",
    },
    now: { UK: [], US: [] },
    lines: ["emergency", "suicide", "text", "abuse"],
  },
  overdose: {
    heading: "If you have taken too much of a medicine, get help now",
    emergency: {
      UK: "Call 999 (or 112) or go to A&E now, even if you feel well: some medicines, such as paracetamol, do harm that only shows later.",
      US: "Call 911 now, or Poison Control on 1-800-222-1222 straight away, even if you feel well: some medicines, such as acetaminophen, do harm that only shows later.",
    },
    now: {
      UK: ["Take the packet or the bottle with you, and tell them what you took, how much and when.", "Do not wait to see whether you feel ill, and do not try to make yourself sick."],
      US: ["Keep the bottle or the packet with you, and tell them what was taken, how much and when.", "Do not wait to see whether you feel ill, and do not try to make yourself sick."],
    },
    lines: ["emergency", "urgent-advice", "poison", "suicide", "text"],
  },
  "medical-emergency": {
    heading: "If this is happening now, get medical help straight away",
    emergency: {
      UK: "Call 999 (or 112) now for heavy bleeding, sudden or severe pain in your tummy or shoulder tip, feeling faint or very dizzy, chest pain, signs of a stroke (face drooping, arm weakness, slurred speech) or swelling of the throat, lips or tongue with trouble breathing.",
      US: "Call 911 now for heavy bleeding, sudden or severe pain in your belly or shoulder tip, feeling faint or very dizzy, chest pain, signs of a stroke (face drooping, arm weakness, slurred speech) or swelling of the throat, lips or tongue with trouble breathing.",
    },
    now: {
      UK: [
        "Pregnant and bleeding or in pain, but not in immediate danger: call your midwife, maternity unit or early pregnancy unit now, or NHS 111.",
        "Your baby is moving less than usual: call your maternity unit now; do not wait until tomorrow.",
        "If you have an adrenaline auto-injector, use it now, then call 999.",
      ],
      US: [
        "Pregnant and bleeding or in pain, but not in immediate danger: call your doctor or midwife now, or go to labor and delivery or the emergency room.",
        "Your baby is moving less than usual: call your doctor or labor and delivery now; do not wait until tomorrow.",
        "If you have an epinephrine auto-injector, use it now, then call 911.",
      ],
    },
    lines: ["emergency", "urgent-advice", "pregnancy"],
  },
  "sexual-violence": {
    heading: "If someone has sexually assaulted you, you are not to blame, and help is there",
    emergency: {
      UK: "Call 999 (or 112) if you are in danger now or badly hurt.",
      US: "Call 911 if you are in danger now or badly hurt.",
    },
    now: {
      UK: ["If it happened in the last few days, an NHS sexual assault service (a SARC) can give you medical care and emergency contraception and keep evidence, whether or not you go to the police. NHS 111 can tell you where the nearest is."],
      US: ["If it happened in the last few days, a hospital emergency department can give you medical care and emergency contraception and keep evidence, whether or not you report it. RAINN can connect you with a local center."],
    },
    lines: ["emergency", "sexual-violence", "abuse", "suicide"],
  },
  abuse: {
    heading: "If you are not safe, or someone is hurting you",
    emergency: {
      UK: "Call 999 (or 112) if you are in danger now.",
      US: "Call 911 if you are in danger now.",
    },
    now: {
      UK: ["If you cannot speak on a 999 call from a mobile, stay on the line and press 55 when asked: the police will be put through (Silent Solution)."],
      US: ["If you cannot speak, in many areas you can text 911; if not, stay on the line so the call can be traced."],
    },
    lines: ["emergency", "abuse", "suicide", "text"],
  },
  "eating-disorder": {
    heading: "If food, eating or your body feel out of control, you can get support",
    emergency: {
      UK: "Call 999 (or 112) or go to A&E if you faint, have chest pain or feel very unwell, or might act on thoughts of harming yourself.",
      US: "Call 911 or go to the emergency room if you faint, have chest pain or feel very unwell, or might act on thoughts of harming yourself.",
    },
    now: { UK: [], US: [] },
    lines: ["emergency", "eating", "suicide", "text"],
  },
  distress: {
    heading: "If you are struggling, you do not have to wait",
    emergency: {
      UK: "Call 999 (or 112) if you are in danger or might act on thoughts of harming yourself, or go to A&E.",
      US: "Call 911 if you are in danger or might act on thoughts of harming yourself, or go to the nearest emergency room.",
    },
    now: { UK: [], US: [] },
    lines: ["emergency", "suicide", "text", "abuse"],
  },
};

export const CRISIS_COPY = {
  heading: "If you are in crisis or thinking about suicide",
  elsewhere: "Elsewhere, call your local emergency number; a doctor can put you in touch with a crisis line.",
  regionNames: { UK: "In the UK", US: "In the US" } satisfies Record<CrisisRegion, string>,
  /** The short line a compact box (above a chat room) shows before it is opened. */
  summary: "In crisis? Call your emergency number, 988 (US) or Samaritans 116 123 (UK).",
} as const;

/** What staff are told when a reader's message to them signals risk (mail subjects, the admin lists). */
export const RISK_STAFF_LABELS: Record<RiskKind, string> = {
  "self-harm": "may be at risk of suicide or self-harm",
  overdose: "may have taken an overdose",
  "medical-emergency": "may describe a medical emergency",
  "sexual-violence": "may describe sexual violence",
  abuse: "may describe domestic abuse",
  "eating-disorder": "may describe an eating disorder",
  distress: "may be in distress",
};

/** The line the admin lists show beside such a message. */
export function staffRiskNote(kind: RiskKind): string {
  return `Urgent: the sender ${RISK_STAFF_LABELS[kind]}. She was shown the crisis help for it when she sent it.`;
}

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
