import { type LayPhrase, NHS_LOW_BP, NHS_PALPITATIONS, SLANG } from "./sources.ts";

/** The heart and its numbers: palpitations, blood pressure, cholesterol, blood sugar, warning signs, waist. */
export const heartPhrases: readonly LayPhrase[] = [
  { phrase: "heart pounding", means: "palpitations heart", source: NHS_PALPITATIONS },
  { phrase: "heart racing", means: "palpitations heart", source: NHS_PALPITATIONS },
  { phrase: "heart fluttering", means: "palpitations heart", source: NHS_PALPITATIONS },
  { phrase: "heart skipping beats", means: "palpitations heart", source: NHS_PALPITATIONS },
  { phrase: "dizzy when i stand up", means: "blood pressure heart", source: NHS_LOW_BP },
  { phrase: "light headed when i stand up", means: "blood pressure heart", source: NHS_LOW_BP },
  { phrase: "lightheaded when i stand up", means: "blood pressure heart", source: NHS_LOW_BP },
  { phrase: "head rush", means: "blood pressure heart", source: NHS_LOW_BP },
  { phrase: "belly fat", means: "waist weight menopause", source: "Heart health after menopause: waist size" },
  { phrase: "middle age spread", means: "waist weight menopause", source: SLANG("weight gained around the middle in midlife") },
  { phrase: "menopause belly", means: "waist weight menopause", source: SLANG("weight gained around the middle in midlife") },

];
