import { type LayPhrase, NHS_BLOATING, NHS_CONSTIPATION, SLANG } from "./sources.ts";

/** The gut: bloating, wind, constipation, diarrhoea, tummy ache, fibre and the microbiome. */
export const gutPhrases: readonly LayPhrase[] = [
  { phrase: "bloated all the time", means: "bloating gut", source: NHS_BLOATING },
  { phrase: "bloated", means: "bloating gut", source: NHS_BLOATING },
  { phrase: "swollen tummy", means: "bloating gut", source: NHS_BLOATING },
  { phrase: "swollen stomach", means: "bloating gut", source: NHS_BLOATING },
  { phrase: "stomach swollen", means: "bloating gut", source: NHS_BLOATING },
  { phrase: "swollen belly", means: "bloating gut", source: NHS_BLOATING },
  { phrase: "bloated stomach", means: "bloating gut", source: NHS_BLOATING },
  { phrase: "trapped wind", means: "gas bloating gut", source: NHS_BLOATING },
  { phrase: "gassy", means: "gas bloating gut", source: NHS_BLOATING },
  { phrase: "windy", means: "gas bloating gut", source: NHS_BLOATING },
  { phrase: "farting a lot", means: "gas bloating gut", source: NHS_BLOATING },
  { phrase: "can't poop", means: "constipation fiber", source: NHS_CONSTIPATION },
  { phrase: "blocked up", means: "constipation fiber", source: NHS_CONSTIPATION },
  { phrase: "constipated", means: "constipation fiber", source: NHS_CONSTIPATION },
  { phrase: "can't go to the toilet", means: "constipation fiber", source: NHS_CONSTIPATION },
  { phrase: "upset stomach", means: "gut digestion", source: SLANG("an unsettled gut") },
  { phrase: "dodgy tummy", means: "gut digestion", source: SLANG("an unsettled gut (UK)") },
  { phrase: "runny tummy", means: "diarrhea gut", source: SLANG("diarrhoea") },
  { phrase: "like a balloon", means: "bloating gut", source: SLANG("bloated") },
  { phrase: "runny poo", means: "diarrhea gut", source: SLANG("diarrhoea") },
  { phrase: "the runs", means: "diarrhea gut", source: SLANG("diarrhoea") },

];
