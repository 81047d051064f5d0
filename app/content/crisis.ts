/**
 * Crisis resources: shown in the Mental Wellness chat room, the stress article and the stress quiz result.
 * Numbers: 988 Suicide & Crisis Lifeline (US, call or text, https://988lifeline.org/); Samaritans
 * 116 123 (UK and Ireland, https://www.samaritans.org/); emergency services 911 (US), 999 or 112 (UK).
 */
export const CRISIS_RESOURCES = {
  heading: "If you are in crisis or thinking about suicide",
  lines: [
    "In an emergency, or if you might act on thoughts of harming yourself, call your local emergency number (911 in the US, 999 or 112 in the UK) or go to the nearest emergency department.",
    "In the US, call or text 988 (the 988 Suicide & Crisis Lifeline), any time.",
    "In the UK and Ireland, call Samaritans free on 116 123, any time.",
    "Elsewhere, your local emergency number or a doctor can put you in touch with a crisis line.",
  ],
} as const;

/** Articles in these categories show the crisis lines below the text (the stress article's is one). */
export const CRISIS_ARTICLE_CATEGORY = /mental health/i;
