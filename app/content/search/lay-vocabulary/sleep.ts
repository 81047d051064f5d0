import { type LayPhrase, NHS_ANXIETY, NHS_INSOMNIA, NHS_STRESS, SLANG } from "./sources.ts";

/** Sleep: getting to sleep, staying asleep, daytime sleepiness, snoring, the body clock. */
export const sleepPhrases: readonly LayPhrase[] = [
  { phrase: "can't sleep", means: "insomnia sleep", source: NHS_INSOMNIA },
  { phrase: "can't fall asleep", means: "insomnia sleep", source: NHS_INSOMNIA },
  { phrase: "can't stay asleep", means: "insomnia sleep", source: NHS_INSOMNIA },
  { phrase: "waking up at night", means: "insomnia sleep waking", source: NHS_INSOMNIA },
  { phrase: "waking up in the night", means: "insomnia sleep waking", source: NHS_INSOMNIA },
  { phrase: "waking in the night", means: "insomnia sleep waking", source: NHS_INSOMNIA },
  { phrase: "waking up too early", means: "insomnia sleep waking", source: NHS_INSOMNIA },
  { phrase: "lying awake", means: "insomnia sleep", source: NHS_INSOMNIA },
  { phrase: "wide awake at night", means: "insomnia sleep", source: NHS_INSOMNIA },
  { phrase: "tossing and turning", means: "insomnia sleep", source: SLANG("sleeping badly") },
  { phrase: "bad sleep", means: "sleep insomnia", source: NHS_INSOMNIA },
  { phrase: "sleeping badly", means: "sleep insomnia", source: NHS_INSOMNIA },
  { phrase: "no sleep", means: "sleep insomnia", source: NHS_INSOMNIA },
  { phrase: "can't switch off", means: "stress insomnia sleep", source: NHS_STRESS },
  { phrase: "mind racing", means: "stress anxiety sleep", source: NHS_ANXIETY },
  { phrase: "racing thoughts", means: "stress anxiety sleep", source: NHS_ANXIETY },
  { phrase: "tired but wired", means: "stress sleep", source: SLANG("exhausted yet unable to rest") },
  { phrase: "help me sleep", means: "sleep insomnia", source: NHS_INSOMNIA },
  { phrase: "sleep badly", means: "sleep insomnia", source: NHS_INSOMNIA },
  { phrase: "not sleeping", means: "sleep insomnia", source: NHS_INSOMNIA },

];
