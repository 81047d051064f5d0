/**
 * The risk lexicon: how a reader's words signal that she (or someone she writes about) may be at risk, in seven
 * kinds, each with its own help (app/content/crisis.ts). One detector reads it for every place a reader writes
 * or searches (app/domain/safety/risk.ts): chat messages and anonymous posts, search, the contact and error-report
 * forms. This file is content: change it as you would an article (a reviewer signs off in the pull request, the
 * sources below are checked, and the test set in app/content/safety/risk-test-set.ts must keep its figures).
 *
 * How the words are read (the detector does this to the lexicon and to the reader's text alike):
 * - lower case, contractions spelled out ("can't" → "can not", "he'd" → "he would"), chat spellings mapped
 *   (SLANG: "bf" → "boyfriend", "kms" → "kill myself");
 * - every word reduced to its stem (the Porter stemmer, with the irregular verbs in IRREGULAR): "hit", "hits",
 *   "hitting" are one word; "took", "taken", "taking" are "take"; "bled" is "bleed";
 * - a slip of one letter (two in long words) in a distinctive word is read as the word (TYPO_TARGETS);
 * - a rule's words may have up to N other words between them ("*N"), so "he hit me", "my husband hit me" and
 *   "my ex has hit me again" are one rule;
 * - negation: a rule does not count when a negation word (NEGATIONS) comes shortly before it in the same clause
 *   with only the words in NEGATION_PASSES between ("I would never hurt myself", "I'm not suicidal", "no chest
 *   pain"). Negations that are the signal itself are written into the rule ("I don't want to live"). Words that
 *   end a clause ("but", "because", ".") stop a negation: "I'm not okay, I want to die" still counts;
 * - everyday phrases that contain a rule's words but mean something else (NOT_RISK: "to die for", "hit me up",
 *   "made myself sick with worry") are taken out first, and a rule may name words that veto it in the same
 *   sentence ("unless": "cut myself" while chopping, "chest" at the gym).
 *
 * Pattern syntax: words separated by spaces; "a|b" either word; "@GROUP" any entry of a group (entries may be
 * several words); "*N" up to N other words; a trailing "?" makes an element optional; "#N+" a number of at least N
 * (digits or words); "$" the end of a clause: the end of the sentence, or a word in CLAUSE_STARTS next ("giving up
 * $" reads "I feel like giving up" and "I feel like giving up i can not do it", not "giving up sugar").
 */

/** The kinds of risk, most urgent first: a text that signals several is reported as the first. */
export const RISK_KINDS = [
  "overdose",
  "self-harm",
  "medical-emergency",
  "sexual-violence",
  "abuse",
  "eating-disorder",
  "distress",
] as const;
export type RiskKind = (typeof RISK_KINDS)[number];

export type RiskRule = {
  kind: RiskKind;
  /** Every pattern must match in one sentence (the first one is the one negation is judged on). */
  match: string;
  /** Patterns of which one must match anywhere in the text (context: "pregnant" for bleeding). */
  context?: string[];
  /** Words or patterns that, in the same sentence, mean the rule does not apply. */
  unless?: string[];
  /** false: a negation before it does not cancel it (rare: "never" in "I never want to wake up"). */
  negatable?: boolean;
};

export const WORD_GROUPS: Record<string, readonly string[]> = {
  // Who hurts: partners and family (domestic abuse includes family members, NHS). Not babies, children or pets.
  PERSON: [
    "he", "she", "they", "husband", "wife", "partner", "boyfriend", "girlfriend", "fiance", "fiancee", "ex",
    "spouse", "dad", "father", "stepdad", "stepfather", "mother", "mum", "brother", "son", "uncle",
    "baby father", "babys father", "baby daddy", "man", "guy", "in law", "him", "someone", "somebody", "who",
  ],
  VICTIM: ["me", "us", "her"],
  STRIKE: [
    "hit", "punch", "slap", "kick", "beat", "smack", "choke", "strangle", "throttle", "headbutt", "bite",
    "stab", "batter", "thump", "whack", "attack", "assault", "hurt", "injure", "shove", "elbow", "knee", "slam", "smash", "bang", "ram",
    "spit", "burn", "suffocate", "smother", "bash", "beat up", "rough up", "knock", "abuse", "rape", "backhand", "clip", "scratch", "pinch", "twist", "slam", "head butt",
  ],
  STRIKE_STRONG: [
    "beat", "beat up", "strangle", "choke", "throttle", "batter", "punch", "slap", "kick", "abuse", "attack",
    "assault", "suffocate", "smother", "stab",
  ],
  BODY: [
    "face", "head", "stomach", "bump", "belly", "tummy", "back", "arm", "arms", "neck", "throat", "chest", "rib",
    "eye", "mouth", "leg", "nose", "jaw", "hair", "wrist", "side", "bum", "breast", "lip",
  ],
  NECK: ["neck", "throat", "windpipe"],
  THREAT_HARM: [
    "kill", "hurt", "harm", "beat", "stab", "shoot", "strangle", "burn", "end", "break", "hit", "murder",
    "take the kid", "take the children", "take my kid", "take my children", "take the baby", "take my baby",
    "take my son", "take my daughter", "post", "share", "send", "leak", "ruin", "destroy", "kick the baby",
    "make me lose",
  ],
  FEAR: ["scare", "scared", "afraid", "terrified", "frighten", "frightened", "petrified", "fear"],
  PARTNER: [
    "him", "husband", "partner", "boyfriend", "ex", "wife", "girlfriend", "fiance", "spouse", "dad", "father",
    "stepdad", "what he", "what she", "his temper", "her temper",
  ],
  AUTONOMY: [
    "see", "go", "leave", "have", "work", "talk", "use", "visit", "call", "spend", "wear", "drive", "sleep",
    "eat", "get", "access", "text", "meet", "keep", "attend", "speak", "phone", "touch", "open",
  ],
  DESIRE: [
    "want", "wish", "long", "ready", "hope", "pray", "would like", "need", "going to", "plan", "think about",
    "thinking of", "tempt", "feel like", "just want", "rather",
  ],
  DEAD: ["die", "dead", "death", "gone", "not exist", "not be alive", "not be here", "disappear forever", "sleep forever", "sleep for ever", "go to sleep forever", "never wake up", "not wake up", "stop existing", "stop living", "stop breathing", "cease to exist", "stop being alive"],
  SELF_METHOD: ["cut", "burn", "hurt", "harm", "punish", "scratch", "hit", "bruise", "stab", "injure", "slice", "carve"],
  ACCIDENT: [
    "accident", "accidentally", "chop", "shave", "cook", "oven", "kitchen", "knife block", "gym", "lift",
    "run", "fell", "fall", "slip", "trip", "garden", "iron", "curling", "straightener", "pan", "kettle",
    "paper", "while", "on the", "workout", "exercise", "sport", "tennis", "football", "netball", "laugh",
    "out", "some slack", "off", "a slice", "a piece",
  ],
  OD_TAKE: ["take", "swallow", "down", "neck", "pop", "have", "gulp", "od on", "overdose on", "chug"],
  OD_AMOUNT: [
    "too many", "too much", "whole", "entire", "all my", "all of my", "all the", "all of the", "all them",
    "a handful", "handful", "load of", "loads of", "lot of", "lots of", "bunch of", "full packet", "full box",
    "full bottle", "double", "triple", "everything", "every pill", "every tablet", "more than i should", "way more", "extra", "box of", "packet of",
    "bottle of", "pack of", "strip of", "blister",
  ],
  DRUG: [
    "pill", "tablet", "paracetamol", "acetaminophen", "tylenol", "ibuprofen", "advil", "nurofen", "aspirin",
    "codeine", "cocodamol", "co codamol", "tramadol", "painkiller", "pain killer", "med", "medication",
    "medicine", "sleeping pill", "antidepressant", "sertraline", "citalopram", "fluoxetine", "amitriptyline",
    "diazepam", "valium", "xanax", "zopiclone", "propranolol", "insulin", "lithium", "naproxen", "oxycodone",
    "morphine", "prescription", "capsule", "opioid", "benzo", "quetiapine", "mirtazapine", "pregabalin",
    "gabapentin", "them", "packet", "box", "bottle", "lot",
  ],
  PREGNANCY: [
    "pregnant", "pregnancy", "pg", "expecting", "trimester", "week pregnant", "weeks along", "bfp",
    "positive test", "positive pregnancy test", "early pregnancy", "ectopic", "miscarry", "miscarriage",
    "epu", "epau", "midwife", "bump", "gestation", "#4+ week", "#4+ wk", "hcg", "baby in me", "with child",
  ],
  BLEED: ["bleed", "blood", "haemorrhage", "hemorrhage", "clot", "gush", "soak", "bleed heavily"],
  MILD: [
    "spot", "spotting", "a bit", "a little", "little bit", "light", "brown", "tiny", "slight", "streak", "pink",
    "smear", "implantation", "bit of", "some spotting", "barely",
  ],
  HEAVY: [
    "heavy", "heavily", "lot", "loads", "gush", "pour", "soak", "clot", "bright red", "not stop", "lots",
    "everywhere", "like a tap", "through", "so much", "massive", "huge",
  ],
  PAIN: ["pain", "cramp", "ache", "hurt", "agony", "stab", "sore"],
  SEVERE: [
    "severe", "sharp", "stab", "intense", "agonis", "agoniz", "unbearable", "excruciate", "excruciating",
    "worst", "sudden", "one side", "one sided", "left side", "right side", "my side", "doubled over",
    "double over", "can not stand", "can not walk", "shoulder tip", "shoulder", "agony", "awful", "terrible",
    "really bad", "so bad", "very bad", "crippling", "constant",
  ],
  FAINT: [
    "faint", "dizzy", "lightheaded", "light headed", "pass out", "collapse", "black out", "very pale",
    "clammy", "woozy", "go grey", "went grey", "nearly fainted", "keel over",
  ],
  CHEST: ["chest"],
  CHEST_SIGN: [
    "pain", "tight", "tightness", "pressure", "crush", "heavy", "heaviness", "hurt", "ache", "squeeze",
    "squeezing", "band", "elephant",
  ],
  GYM: [
    "gym", "workout", "work out", "press", "push up", "pushup", "bench", "doms", "muscle", "stretch", "chest day",
    "fly", "cough", "coughing", "lift", "weights", "exercise", "plank", "dip", "infection", "cold", "breastfeed",
    "engorge", "boob", "nipple", "pec",
  ],
  SUDDEN: ["sudden", "suddenly", "just now", "out of nowhere", "all of a sudden", "right now"],
  ONE_SIDE: ["one side", "left side", "right side", "half of", "side of my", "side of her", "side of his"],
  LIMB: ["arm", "leg", "face", "hand", "side", "body"],
  WEAK: ["numb", "weak", "weakness", "dead", "tingle", "tingling", "heavy", "can not move", "can not lift", "droop"],
  THROAT: ["throat", "tongue", "lip", "airway", "mouth", "face"],
  SWELL: ["swell", "swollen", "puff", "puffing", "close", "closing", "tight", "tighten", "blow up", "balloon"],
  ALLERGY: [
    "allergic", "allergy", "reaction", "anaphylaxis", "anaphylactic", "nut", "peanut", "shellfish", "sting",
    "stung", "bee", "wasp", "hive", "rash", "epipen", "epi pen", "adrenaline", "antihistamine", "ate", "eat",
    "penicillin", "antibiotic", "latex", "breathe", "breath", "wheeze", "wheezing",
  ],
  PURGE: ["sick", "vomit", "throw up", "puke", "purge", "bring it up", "bring up"],
  NOT_EAT: ["not eat", "not had anything to eat", "not have anything to eat", "not have a proper meal", "not have a meal", "not have proper food", "not have any food", "not have food", "not eat a proper meal", "hardly eat", "barely eat", "not touch food", "stop eat", "refuse to eat", "not eat anything", "not eat properly", "nothing to eat"],
  DAYS: ["day", "days", "week", "weeks"],
  WEIGHT: ["lose weight", "lose more weight", "get thin", "be thin", "thinner", "skinny", "not gain", "gain weight", "get rid of", "compensate", "burn it off", "burn off", "feel empty", "the calories", "weight"],
  ILLNESS: [
    "morning sickness", "nausea", "nauseous", "hyperemesis", "bug", "flu", "stomach bug", "covid",
    "virus", "food poisoning", "gastro", "norovirus", "migraine", "chemo", "worry", "stress", "nerve", "anxious",
    "travel", "car sick", "seasick", "motion", "hangover", "drink", "wine", "drunk", "grief", "fast", "fasting",
    "surgery", "operation", "procedure", "scan", "ramadan", "tooth",
  ],
  LOVED: [
    "baby", "babies", "son", "daughter", "angel", "little one", "boy", "girl", "twin", "him", "her", "them",
    "child", "children", "rainbow", "mum", "mother", "husband",
  ],
  LOSS_PLACE: [
    "again", "in heaven", "up there", "where he", "where she", "where they", "wherever", "on the other side",
    "in the sky", "with the angels", "beyond", "gone", "forever", "wherever she", "wherever he",
  ],
};

/** Everyday phrases removed before matching: they contain a rule's words but are no risk. */
export const NOT_RISK: readonly string[] = [
  "cut myself some slack", "cutting myself some slack", "cut myself a slice", "cut myself a piece", "cut myself off",
  "cutting myself off", "hurt myself laughing", "to die for", "dying to", "die for a", "could die for",
  "hurts me to say", "hit me up on", "hits me up on", "hit me up if", "hits me up if", "hit me up when", "hits me up when", "hit me up whenever", "hits me up whenever", "hit me up later", "hits me up later", "hit me up for", "hits me up for", "hit me up with", "hits me up with", "hit me up anytime", "hits me up anytime", "hit me up any time", "hits me up any time", "hit me up sometime", "hits me up sometime", "hit me up some time", "hits me up some time", "hit me up in the dms", "hits me up in the dms", "hit me up by text", "hits me up by text", "hit me up on insta", "hits me up on insta", "hit me up on instagram", "hits me up on instagram", "hit me up on whatsapp", "hits me up on whatsapp", "hit me up tomorrow", "hits me up tomorrow", "hit me up next week", "hits me up next week", "it hit me", "then it hit me", "it hits me", "reality hit me",
  "beats me why", "beats me how", "beats me what", "it beats me", "killing me", "killed me", "kill for", "could murder", "killer", "dead tired",
  "dead on my feet", "dead to the world", "drop dead", "died laughing", "die laughing", "dying laughing",
  "die of embarrassment", "die of shame", "die of boredom", "die of cringe",
  "die from embarrassment", "rather die than", "bored to death", "scared to death", "scare me to death",
  "sick to death", "worried sick", "sick with worry", "made myself sick with worry", "sick of", "sick and tired",
  "burn myself out", "burnt myself out", "burned myself out", "burning myself out", "starving hungry",
  "i am starving", "starving after", "would kill for", "my husband will kill me", "will kill me when",
  "kill me when", "killing it", "killed it", "kill it", "slay",
  "overdose on chocolate", "overdosed on chocolate", "binge watch", "binge watched", "binge watching", "chest day", "stroke of luck", "stroke of genius", "stroke my", "stroking my", "stroking her", "stroking his", "stroke the",
  "heat stroke", "heatstroke", "breast stroke", "breaststroke", "back stroke", "swimming stroke",
  // Encouragement, not a shove: named, since "pushed me to the floor" is abuse.
  "pushed me to do", "push me to do", "pushes me to do", "pushed me to be", "push me to be", "pushes me to be", "pushed me to try", "push me to try", "pushes me to try", "pushed me to go", "push me to go", "pushes me to go", "pushed me to keep", "push me to keep", "pushes me to keep", "pushed me to apply", "push me to apply", "pushes me to apply", "pushed me to start", "push me to start", "pushes me to start", "pushed me to finish", "push me to finish", "pushes me to finish", "pushed me to train", "push me to train", "pushes me to train", "pushed me to run", "push me to run", "pushes me to run", "pushed me to work", "push me to work", "pushes me to work", "pushed me to study", "push me to study", "pushes me to study", "pushed me to eat", "push me to eat", "pushes me to eat", "pushed me to sleep", "push me to sleep", "pushes me to sleep", "pushed me to see", "push me to see", "pushes me to see", "pushed me to get", "push me to get", "pushes me to get", "pushed me to take", "push me to take", "pushes me to take", "pushed me to join", "push me to join", "pushes me to join", "pushed me to improve", "push me to improve", "pushes me to improve", "pushed me to grow", "push me to grow", "pushes me to grow", "pushed me to move", "push me to move", "pushes me to move", "pushed me to speak", "push me to speak", "pushes me to speak", "pushed me to write", "push me to write", "pushes me to write", "pushed me to say", "push me to say", "pushes me to say", "pushed me to stop", "push me to stop", "pushes me to stop", "pushed me to change", "push me to change", "pushes me to change", "pushed me to reach", "push me to reach", "pushes me to reach", "pushed me to aim", "push me to aim", "pushes me to aim", "pushed me to the limit", "push me to the limit", "pushes me to the limit", "pushed me to my limit", "push me to my limit", "pushes me to my limit", "pushed me to my limits", "push me to my limits", "pushes me to my limits", "pushed me to the next level", "push me to the next level", "pushes me to the next level", "pushed me to achieve", "push me to achieve", "pushes me to achieve", "pushed me to succeed", "push me to succeed", "pushes me to succeed", "pushed me out of my comfort zone", "beat me to it",
  // Games, not blows: named, since "beat me at home", "beat me at the weekend" and "beat me in the face" are abuse.
  "beat me at tennis", "beats me at tennis", "beat me at chess", "beats me at chess", "beat me at cards", "beats me at cards", "beat me at scrabble", "beats me at scrabble", "beat me at monopoly", "beats me at monopoly", "beat me at poker", "beats me at poker", "beat me at pool", "beats me at pool", "beat me at darts", "beats me at darts", "beat me at golf", "beats me at golf", "beat me at squash", "beats me at squash", "beat me at badminton", "beats me at badminton", "beat me at table tennis", "beats me at table tennis", "beat me at ping pong", "beats me at ping pong", "beat me at running", "beats me at running", "beat me at swimming", "beats me at swimming", "beat me at a game", "beats me at a game", "beat me at the game", "beats me at the game", "beat me at video games", "beats me at video games", "beat me at mario kart", "beats me at mario kart", "beat me at arm wrestling", "beats me at arm wrestling", "beat me at trivia", "beats me at trivia", "beat me at the quiz", "beats me at the quiz", "beat me at a quiz", "beats me at a quiz", "beat me at bowling", "beats me at bowling", "beat me at it again", "beats me at it again", "beat me at everything", "beats me at everything", "beat me in the race", "beat me in a race", "beat me in the final", "beat me in a game", "beat me in the game", "beat me in the quiz", "beat me in a quiz", "beat me in the exam", "beat me in the election", "kicked me out", "kicks me out", "baby kick", "baby kicked",
  "baby is kicking", "kicking me", "choked up", "choke up", "choking up", "i choked on", "choked on",
  "died down", "dying down", "pain in the neck", "on the pill", "the pill", "blood test", "blood tests",
  "blood pressure", "blood sugar", "blood work", "bloodwork", "blood donor", "give blood", "gave blood",
  "blood orange", "blood type", "nosebleed", "nose bleed", "bleeding gums", "gums bleed", "gum bleed",
  "i would kill", "dying for a", "it kills me", "kill two birds", "kill time", "killing time",
];

/**
 * Phrases an everyday phrase above must not take out: "sick of" is everyday talk ("sick of being sick every
 * morning"), "sick of living" is not (NHS: help for suicidal thoughts). Matched as written, like NOT_RISK.
 */
export const KEPT_OVER_EVERYDAY: readonly string[] = [
  "sick of living", "sick of being alive", "sick of life", "sick of my life", "sick of existing", "sick of it all",
  "sick of everything", "sick of being here", "sick and tired of living", "sick and tired of being alive",
  "sick and tired of life",
];

/** Words that cancel a rule shortly after them in the same clause. */
export const NEGATIONS: readonly string[] = ["not", "never", "no", "without", "nor", "neither", "nobody", "none", "deny"];

/**
 * Words a negation reaches across ("I would never even think of hurting myself"). Any other word between the
 * negation and the rule stops it: "I can't stop thinking about killing myself" (stop), "not sure if I took too
 * many" (sure), "nobody knows he hits me" (know).
 */
export const NEGATION_PASSES: readonly string[] = [
  "i", "you", "he", "she", "we", "they", "it", "would", "will", "could", "should", "can", "do", "be", "have",
  "ever", "really", "even", "want", "go", "to", "gonna", "try", "plan", "feel", "like", "actually", "a",
  "an", "the", "that", "any", "anything", "of", "about", "just", "again", "ever", "at", "all", "longer",
  "more", "much", "so", "truly", "seriously", "really", "intend", "mean", "consider", "did", "had", "has",
  "was", "were", "am", "is", "are", "been", "myself", "my", "me", "her", "him", "his", "sign", "signs",
  "thought", "thoughts", "tendency", "experience", "sure", "properly",
];

/** Words that end a clause for negation ("I'm not okay but I want to die": the "not" stops at "but"). */
export const CLAUSE_BREAKS: readonly string[] = ["but", "because", "cause", "cuz", "though", "although", "yet", "except", "and then", "so"];

/**
 * Words that start a new clause when they follow a rule's words: where a rule ends in "$" (the end of a clause),
 * these count as its end as the end of the sentence does ("I feel like giving up i can not do it", "I can not go
 * on anymore"), while any other word continues the clause ("giving up sugar", "can not go on holiday"). Commas
 * are not kept, so what a reader puts after one is read here.
 */
export const CLAUSE_STARTS: readonly string[] = [
  "and", "or", "i", "im", "what", "why", "how", "honestly", "seriously", "really", "anymore", "any more",
  "any longer", "now", "today", "tonight", "right now", "completely", "totally", "please", "help", "someone",
  "everything", "nothing", "it be", "this be", "there be", "no one", "nobody", "x", "xx",
];

/** Chat spellings, short forms and contractions without apostrophes, read as the words they stand for. */
export const SLANG: Record<string, string> = {
  u: "you", kil: "kill", kiling: "killing", kll: "kill", myslf: "myself", mself: "myself", ur: "your", bf: "boyfriend", gf: "girlfriend", hubby: "husband", dh: "husband", bfs: "boyfriend",
  hubs: "husband", fiancé: "fiance", fiancée: "fiancee", mom: "mum", mommy: "mum", ma: "mum",
  kms: "kill myself", kmyself: "kill myself", unalive: "kill", unalived: "killed", unaliving: "killing",
  od: "overdose", odd: "odd", oded: "overdosed", odeed: "overdosed", ode: "overdose",
  meds: "medication", tabs: "tablets", pills: "pills", paracetemol: "paracetamol", paracetomol: "paracetamol",
  sh: "self harm", selfharm: "self harm", selfharming: "self harming", selfharmed: "self harmed",
  wanna: "want to", gonna: "going to", gotta: "got to", tryna: "trying to", wantto: "want to",
  cant: "can not", cannot: "can not", dont: "do not", doesnt: "does not", didnt: "did not", wont: "will not",
  wouldnt: "would not", couldnt: "could not", shouldnt: "should not", isnt: "is not", arent: "are not",
  wasnt: "was not", werent: "were not", havent: "have not", hasnt: "has not", hadnt: "had not", aint: "is not",
  im: "i am", ive: "i have", hes: "he is", shes: "she is", theyre: "they are", youre: "you are",
  // "lol" is dropped before matching, so it never vetoes a reading: "i want to die lol" is often how risk is
  // masked, and safety wins over a joke marker (no veto lists it; "haha" vetoes only where a pattern says so).
  idk: "i do not know", tbh: "", lol: "", omg: "", ffs: "", pls: "please", plz: "please", rn: "right now",
  wks: "weeks", wk: "week", wkn: "weeks", preg: "pregnant", preggo: "pregnant", preggers: "pregnant",
  tummy: "tummy", abdo: "abdomen", bleedin: "bleeding", ppl: "people", cuz: "because", coz: "because",
  bc: "because", b4: "before", thru: "through", nite: "night", rly: "really", realy: "really", smth: "something",
  nothin: "nothing", somethin: "something", hv: "have", wat: "what", bout: "about", alot: "a lot",
  ex: "ex", exbf: "ex boyfriend", exhusband: "ex husband", exboyfriend: "ex boyfriend",
  boyf: "boyfriend", bfriend: "boyfriend", partna: "partner",
  ed: "eating disorder", mia: "bulimia", ana: "anorexia", proana: "pro anorexia",
  epi: "epi", epipen: "epipen", anaphylactic: "anaphylactic", tia: "stroke",
  sa: "sexual assault", sa_d: "sexually assaulted", rapist: "rape",
  pils: "pills", pil: "pill", urself: "yourself", givin: "giving", goin: "going", nobodys: "nobody would",
  noone: "no one", dissapear: "disappear", dissappear: "disappear", wnt: "want", wana: "want to",
};

/** Irregular forms read as their base word before stemming ("took" → "take"). */
export const IRREGULAR: Record<string, string> = {
  took: "take", taken: "take", taking: "take", takes: "take", beaten: "beat", bled: "bleed", threw: "throw",
  thrown: "throw", spat: "spit", slept: "sleep", ate: "eat", eaten: "eat", felt: "feel", fell: "fall",
  fallen: "fall", hung: "hang", bitten: "bite", drank: "drink", drunk: "drink", was: "be", were: "be", is: "be",
  am: "be", are: "be", been: "be", being: "be", has: "have", had: "have", having: "have", did: "do", does: "do",
  done: "do", said: "say", says: "say", told: "tell", went: "go", gone: "gone", goes: "go", made: "make",
  got: "get", gotten: "get", kept: "keep", gave: "give", given: "give", saw: "see", seen: "see", held: "hold",
  dying: "die", died: "die", lying: "lie", lay: "lie", stuck: "stick", swallowed: "swallow", forced: "force",
  strangled: "strangle", choked: "choke", drove: "drive", broke: "break", broken: "break", woke: "wake",
  woken: "wake", thought: "think", brought: "bring", caught: "catch", hid: "hide", hidden: "hide",
  stole: "steal", stolen: "steal", bit: "bit", burnt: "burn", knelt: "kneel", fought: "fight", wrote: "write",
  written: "write", meant: "mean", left: "leave", lost: "lose", shot: "shoot", swore: "swear", sworn: "swear",
  tore: "tear", torn: "tear", wanted: "want", wants: "want", wanting: "want", ran: "run", passed: "pass",
  blacked: "black", stabbed: "stab", "'d": "would",
};

/** Distinctive words a reader may misspell by a letter or two; a slip is read as the word. */
export const TYPO_TARGETS: readonly string[] = [
  "suicide", "suicidal", "overdose", "overdosed", "paracetamol", "strangled", "strangle", "strangling", "choking",
  "swallowed", "bleeding", "pregnant", "pregnancy", "ectopic", "miscarriage", "miscarrying", "anaphylaxis",
  "anaphylactic", "assaulted", "sexually", "anorexia", "anorexic", "bulimia", "bulimic", "laxatives", "tablets",
  "painkillers", "threatened", "threatening", "controlling", "abusive", "myself", "himself", "drooping", "slurred",
  "slurring", "throat", "breathe", "heavily", "husband", "boyfriend", "partner", "punched", "slapped", "killing",
  "hanging", "harming", "cutting", "purging", "starving", "vomiting", "fainted", "fainting", "allergic",
  "swelling", "swollen", "antidepressants", "medication", "terrified", "molested", "consent", "anymore",
  "ibuprofen", "codeine", "sertraline", "citalopram", "stroke", "epipen", "strangulation", "suffocate",
  "lethal", "acetaminophen", "amitriptyline", "propranolol", "overdosing", "disappear", "antidepressant",
];

/** Real words a typo correction must never turn into a risk word ("chose" is not "choke"). */
export const NOT_TYPOS: readonly string[] = [
  "chose", "chore", "chores", "breed", "bread", "blend", "rapped", "raced", "rated", "taped", "roped", "raked",
  "stoke", "strike", "stroked", "strokes", "striped", "throats", "threat", "thread", "kicker", "slippers",
  "punches", "punchy", "tablet", "cheat", "chess", "chests", "cheesy", "bleeding", "breeding", "reading",
  "leading", "heading", "seeding", "feeding", "weeding", "needing", "heeding", "breathe", "breath", "dizzy",
  "fizzy", "busy", "alive", "olive", "allergy", "energy", "myself", "itself", "yourself", "herself",
  "faintly", "painted", "fainter", "sleeping", "sweeping", "steeping", "seeping", "keeping", "weeping",
  "swelling", "smelling", "spelling", "selling", "telling", "yelling", "dwelling", "swollen", "stolen",
  "partner", "painter", "planner", "parties", "husbands", "consent", "content", "concert", "convent",
  "cutting", "putting", "gutting", "hanging", "banging", "ranging", "changing", "killing", "filling", "willing",
  "billing", "milling", "harming", "farming", "warming", "charming", "alarming", "starving", "carving",
  "starting", "staring", "storing", "purging", "surging", "urging", "chocked", "clocked", "knocked",
  "smoking", "stoking", "soaking", "choosing", "anymore", "slapped", "snapped", "strapped", "scrapped",
  "fainted", "painted", "tainted", "bleeding", "drooping", "dropping", "drooling", "slurping", "alike",
  "rapid", "tables", "table", "slipped", "cooked", "cooking", "pinched", "starring", "meditation", "medications",
  "bleeping", "blending", "slurped", "strobe", "strode", "stoked", "smoked", "cocaine", "sweeping",
];

/**
 * The rules. Each says what in a reader's words signals its kind; the patterns read every form, tense, chat
 * spelling and near spelling of their words (see the top of this file).
 */
export const RISK_RULES: readonly RiskRule[] = [
  // ---- Overdose taken (NHS: paracetamol overdose, poisoning; America's Poison Centers) -------------------------
  { kind: "overdose", match: "@OD_TAKE *3 @OD_AMOUNT *3 @DRUG", unless: ["@DESIRE", "should i", "can i", "how many", "is it safe", "if i", "what if", "safe to", "vitamin", "supplement", "gummy", "gummies", "fibre", "protein", "dose of vitamin", "coffee", "water", "caffeine", "iron", "folic"] },
  { kind: "overdose", match: "@OD_TAKE *2 whole|entire|full *0 packet|box|bottle|strip|pack|blister|lot|tub", unless: ["@DESIRE", "should i", "if i", "vitamin", "gummy", "gummies", "chocolate", "biscuit", "crisp", "cookie", "cake", "wine", "pizza", "ice cream", "sweet", "cereal", "protein", "fibre"] },
  { kind: "overdose", match: "@OD_TAKE *2 #10+ *3 @DRUG", unless: ["@DESIRE", "can you die", "could you die", "would i die", "would you die", "enough to", "would it kill", "would that kill", "should i", "if i", "vitamin", "supplement", "day", "daily", "mg", "mcg", "iu", "over", "month", "year", "week"] },
  { kind: "overdose", match: "@OD_TAKE *3 too many|too much", unless: ["@DESIRE", "eat", "ate", "eaten", "drink", "drank", "wine", "beer", "alcohol", "cake", "chocolate", "sweet", "work", "gym", "screen", "sleep", "should i", "if i", "vitamin", "photo", "picture", "selfie", "step", "risk", "breath", "break", "sugar", "salt", "coffee", "caffeine", "sun", "time", "day off", "holiday", "shot", "calorie", "food", "snack", "class", "fibre", "water", "advice", "on", "protein", "carb", "iron", "folic", "fish oil", "notice"] },
  { kind: "overdose", match: "i|we|she|he|just|have|already *3 overdose", unless: ["vitamin", "supplement", "chocolate", "caffeine", "coffee", "sugar", "@DESIRE", "if i", "how to", "what if", "iron", "folic", "sun"] },
  { kind: "overdose", match: "take|have *1 an|a *0 overdose", unless: ["@DESIRE", "if i", "how", "what if", "vitamin"] },
  { kind: "overdose", match: "overdose *2 on *3 @DRUG" , unless: ["@DESIRE", "if i", "how", "what if", "vitamin", "can you", "is it possible"] },
  { kind: "overdose", match: "@DRUG overdose", unless: ["@DESIRE", "vitamin", "supplement", "what is", "how much", "level", "risk of", "sign of"] },

  // ---- Suicide and self-harm (NHS: help for suicidal thoughts, self-harm; Samaritans) ----------------------------
  { kind: "self-harm", match: "suicide|suicidal|suicidality", unless: ["prevention training", "squad", "suicide squad", "bomber", "fashion suicide", "social suicide", "career suicide", "political suicide"] },
  { kind: "self-harm", match: "self *0 harm|injure|injury|harmer|mutilate|mutilation|harming|harmed" },
  { kind: "self-harm", match: "kill|end|take *1 myself|my life|my own life|it all|everything", unless: ["back", "into", "in my hand", "take my life back", "my own hand", "with", "take it all", "end everything with", "for me"] },
  { kind: "self-harm", match: "@DESIRE *3 @DEAD", unless: ["flu", "with this", "ill", "man flu", "hangover", "so hot", "this heat", "in this heat", "heatwave", "so tired", "of laugh", "of embarrass", "than", "for", "with my husband", "old", "grey", "peace", "get it over", "the plant", "my hair", "battery", "phone", "hair", "dye", "happy", "when i am old", "natural", "weed", "pain to", "gone to", "be gone by", "gone by", "all gone", "gone now", "symptom", "itch", "rash", "cold", "cough", "bloat", "spot", "acne", "leave", "the wait", "waiting", "period", "cramp", "craving", "headache"] },
  { kind: "self-harm", match: "@DESIRE|how to|way to|ways to|decide|decided *3 end it|end it all|end my life|kill myself|take my life|take my own life", unless: ["with him", "with her", "with my", "relationship", "marriage", "argument", "pregnancy", "termination", "my pregnancy"] },
  { kind: "self-harm", match: "wish *4 never born|never be born|not born|not be born|never have be born|not have be born|die|dead|not wake|not here|not exist|not alive" },
  { kind: "self-harm", match: "not *0 want|wish|like *3 live|exist|be alive|wake up|go on|carry on|keep go|be here anymore|be here any more|be here any longer|be here no more|be around anymore|be around no more|be here without|be alive anymore|be alive no more|be in this world" },
  { kind: "self-harm", match: "no|not *1 reason|point *3 live|living|go on|going on|be alive|stay alive|carry on|keep go|be here" },
  { kind: "self-harm", match: "nothing *2 live for" },
  { kind: "self-harm", match: "better off *2 dead|without me|if i be gone|if i be not here|if i die|if i was not here|if i be not around|not exist|not existing|not be here|not being here|not be alive|not being alive|not around" },
  { kind: "self-harm", match: "can not *2 go on $|go on like this|go on living|go on without|go on with life|go on with my life|go on this way|carry on|keep go|live like this|live with this pain|do this anymore|keep living|face another day|take it anymore|take anymore", unless: ["@DESIRE", "without coffee", "gym", "run", "diet", "walk", "sleep like this", "without sleep", "hot flush", "flush", "heat"] },
  { kind: "self-harm", match: "@SELF_METHOD *2 myself|my wrist|my arm|my leg|my thigh|my skin|my stomach|my body", unless: ["@ACCIDENT", "shave", "my leg shave", "hair", "fringe", "nail", "cuticle", "bang", "myself short", "myself down", "cut myself free", "myself a break", "myself first"] },
  { kind: "self-harm", match: "hang|hung|drown|shoot|gas|poison *1 myself", unless: ["hang myself up", "on", "picture", "hang out"] },
  { kind: "self-harm", match: "slit|cut|slash *2 wrist|wrists|throat" },
  { kind: "self-harm", match: "jump|step|throw myself *3 off|from|in front|under *3 bridge|building|roof|cliff|train|car|bus|lorry|truck|balcony|tower|window|motorway" },
  { kind: "self-harm", match: "@DESIRE *4 @OD_TAKE *3 @OD_AMOUNT|overdose", unless: ["should i", "how many", "is it safe", "vitamin"] },
  { kind: "self-harm", match: "stockpil|hoard|save up|saving up|collect *3 pill|tablet|med|medication|paracetamol|painkiller" },
  { kind: "self-harm", match: "suicide|goodbye *1 note|letter" },
  { kind: "self-harm", match: "say|write|plan *2 goodbye *3 everyone|to all|to my kid|to my family|letter|note|for good|forever" },
  { kind: "self-harm", match: "@DESIRE *3 join|be with|go to|go be with|follow *2 my? @LOVED *3 @LOSS_PLACE", unless: ["nicu", "scbu", "neonatal unit", "discharge", "ward", "home from hospital"] },
  { kind: "self-harm", match: "@DESIRE *3 join|be with *2 my? @LOVED", context: ["angel|heaven|stillborn|stillbirth|born sleeping|die|dead|grave|funeral|ashes|passed away|lost|loss|miscarriage|miscarry"] , unless: ["gym", "class", "club", "team", "for dinner", "walk", "group", "at home", "more"] },
  { kind: "self-harm", match: "wish *3 die|dead *3 with|instead|too|as well" },
  { kind: "self-harm", match: "not *1 want *2 be here without" },
  { kind: "self-harm", match: "thought|thinking|think *2 about|of *1 kill|end|ending|not be here|not being here|not wake|dying|death|my death|my funeral|disappear|end it", unless: ["@ACCIDENT", "my dog", "my cat", "dad", "mum", "grandma", "grandad", "nan", "parent", "fear of dying", "scared of dying", "afraid of dying", "childbirth", "in labour", "during labour", "will i die", "worried about dying", "what if", "end of", "ending the", "ending my", "it all through", "the end of"] },
  { kind: "self-harm", match: "kill *2 me|myself *1 please|now|tonight|today|slowly" , unless: ["pain", "cramp", "period", "this", "it", "heat", "kid", "hot flush", "back", "feet", "leg", "knee", "workout", "class", "headache", "migraine", "boss", "job", "commute", "will", "when", "if"] },
  { kind: "self-harm", match: "not|never *1 wake *1 up", context: ["hope|pray|wish|want|would not mind|do not care|rather|happy if|okay if|fine if"] , unless: ["alarm", "baby", "kid", "child", "husband", "early", "night", "sleep through", "feed", "when he", "when she", "my son", "my daughter", "could not wake", "can not wake"] },
  { kind: "self-harm", match: "end|ending *1 thing|things", unless: ["with", "relationship", "between", "marriage", "friendship", "on a", "on good", "the day"] },

  { kind: "self-harm", match: "point *4 be here|being here|be alive|being alive|living|existing|exist|carry on|carrying on|go on|going on|me anymore|anymore|any more|in anything", unless: ["gym", "diet", "recipe", "app", "subscription", "class", "job", "course", "tracker", "appointment", "arguing", "asking", "trying to conceive", "period tracker"] },
  { kind: "self-harm", match: "imagine|imagining|picture|picturing|fantasise|fantasize|fantasising|fantasizing|daydream|dream about|dreaming about|plan|planning *3 my own? funeral|my death|dying|being dead|not being here|killing myself|ending it|my suicide|ending my life|not existing" },
  { kind: "self-harm", match: "way out|escape|answer|solution|end the pain *4 die|dying|death|dead|end it|end my life|suicide|kill myself|not being here", unless: ["of the house", "of the building", "fire", "film", "book", "game", "bmi", "research"] },
  { kind: "self-harm", match: "@DESIRE *3 go|be *1 where *2 my? @LOVED *1 be|is|went|gone" },
  { kind: "overdose", match: "@OD_TAKE *4 @DRUG *4 the? whole|entire|all|every *1 box|packet|bottle|lot|of them|strip|pack|one|tablet|pill", unless: ["@DESIRE", "should i", "if i", "vitamin", "supplement", "course", "as prescribed", "every day", "daily", "every morning", "every night"] },
  { kind: "sexual-violence", match: "woke up|wake up|came round|came to|came around|woke *8 sex|on top of me|inside me|touching me|undressing me|taking my clothes off|had my clothes off|my clothes off", context: ["he|him|someone|man|guy|they|boyfriend|husband|partner|friend|stranger"] },
  { kind: "abuse", match: "@PERSON *5 pin|pinned|hold|held|grab|grabbed|squeeze|squeezed|press|pressed|have me *6 @NECK", unless: ["massage", "necklace", "my own", "kiss", "cuddle", "hug", "baby", "toddler"] },

  { kind: "self-harm", match: "want|wish|need|just want *3 it all|everything|all of it|my life|this life|it *3 to? be? over|stop|end|to end|to stop", unless: ["pregnancy", "week", "day", "pain", "labour", "contraction", "period", "exam", "shift", "wait", "morning sickness", "sickness", "nausea", "flu", "cold", "winter", "meeting", "renovation", "move", "journey", "flight", "heatwave", "christmas"] },
  { kind: "self-harm", match: "notice|care|miss me|miss us|matter *4 if i|if we *1 be|was|were|die|died|disappear|gone|not here|not around|dead", unless: ["holiday", "trip", "week", "weekend", "day off", "night out", "party", "meeting", "class", "work"] },
  { kind: "self-harm", match: "how many|how much|enough *4 @DRUG|pill|tablet|paracetamol *6 would take|to die|to kill|kill me|kill you|be fatal|be lethal|lethal|fatal|deadly|to end it", unless: ["kill the pain", "kill my pain", "kill pain", "kill the headache", "kill a headache", "kill my headache", "kill the cramp", "kill an infection", "kill the infection", "kill a uti", "kill the uti", "kill thrush", "kill the thrush", "kill bacteria", "kill the bacteria", "kill germ", "kill the germ", "kill the virus", "kill a cold", "kill the fever", "kill worm", "kill nit", "kill lice", "kill the dog", "kill a dog", "kill a cat", "kill the cat"] },
  { kind: "self-harm", match: "lethal|fatal|deadly *1 dose|doses|dosage|amount|quantity|overdose|number", unless: ["vitamin", "iron", "supplement", "caffeine", "for a child", "for kids", "for dogs", "for cats", "dog", "cat"] },
  { kind: "abuse", match: "@PERSON *3 throw|throws|threw|hurl|chuck|lob *4 at me|at us|at her|at my head|at my face" },
  { kind: "abuse", match: "if i|if we|if she *3 leave|left|go|tell|told|report|call|try|ever *6 kill|hurt|harm|beat|take|stab|burn *2 me|us|her|the kid|the kids|my kid|my kids|the baby|the children|my children", unless: ["dishes", "washing", "mess", "lights on", "door open", "boss", "mum", "mom", "joke", "haha", "spend", "credit card"] },
  { kind: "eating-disorder", match: "@PURGE *6 on purpose|deliberately|intentionally|purposely|my food|my meals|everything i eat|after every meal|so i do not|so i can not|to lose|to stay|to be thin|to get rid", unless: ["@ILLNESS", "pregnant", "pregnancy", "baby"] },

  { kind: "self-harm", match: "i *4 be|feel|feeling|am *2 a|such a|just a *1 burden", unless: ["haha", "nhs", "waiting list", "money", "financially", "cost", "on the team", "at work"] },
  { kind: "self-harm", match: "happier|better off|easier|better|relieved *3 without me" },
  { kind: "self-harm", match: "fine|okay|ok|alright|manage|cope *2 without me", context: ["die|dead|gone|not here|deserve|burden|end|kill|better|miss me|anymore"], unless: ["weekend", "night", "holiday", "week", "day", "trip", "for a bit", "while i", "for a few", "hospital", "work", "nursery"] },
  { kind: "self-harm", match: "happier|better off|easier|better|relieved|glad|pleased *3 if i|when i *3 gone|not here|dead|die|not around|disappear|disappeared", unless: ["holiday", "trip", "weekend", "night out", "work", "shift", "room"] },
  { kind: "self-harm", match: "way|ways|how|method|methods|research|researching|look up|looked up|google|googled *3 to die|to kill myself|to end it|to end my life|to commit suicide|suicide|painless|die painlessly", unless: ["fear of", "bees", "plant", "battery", "hair", "cell", "bacteria", "germ", "virus", "mould", "weed", "cancer cell"] },
  { kind: "self-harm", match: "drive|driving|crash|crashing|swerve|swerving|steer *4 into|off *3 wall|tree|lorry|truck|traffic|bridge|road|cliff|oncoming", context: ["think|thought|want|wish|tempt|urge|sometimes|imagine|could just|feel like"] },
  { kind: "self-harm", match: "not|never|no longer *4 keep living|carry on living|go on living|keep existing|keep being alive|live like this anymore|live anymore|live any more|live any longer|be alive anymore|be alive any more", unless: ["gym", "diet", "house", "flat", "mess", "budget", "renovation", "renovating", "in this house", "with my in law", "with my parent", "with my mum", "with flatmate"] },
  { kind: "self-harm", match: "not|no longer|never *2 worth *1 living|live|being alive|it anymore|it any more|go on|going on|carry on|carrying on|staying alive|fight" },
  { kind: "overdose", match: "@OD_TAKE *3 #2+ times|x|lots more than *2 my|the|what *1 dose|amount|prescription|prescribed|should", unless: ["@DESIRE", "should i", "if i", "a day", "daily", "per day", "vitamin", "supplement", "by accident on my pill", "my pill"] },
  { kind: "abuse", match: "@PERSON *6 never *2 see *2 the|my|our *1 kid|kids|children|child|baby|son|daughter|girl|boy *1 again", context: ["say|said|says|tell|told|threaten|will|would|make sure|swear|swore"] },
  { kind: "abuse", match: "@PERSON *4 put|puts|putting|talk|talks|talking *1 me *1 down", unless: ["baby", "toddler", "month old", "bed", "sleep", "asleep", "nap", "the phone"] },
  { kind: "abuse", match: "control|controls|controlling|dictate|dictates|decide|decides *2 what i|who i|where i|how i|when i|my money|my phone|my finances|my clothes|my friends|my life|everything i|how much i", context: ["@PERSON"], unless: ["as a kid", "as a child", "growing up", "when i be little", "when i be young", "when i be a kid", "as a teen", "diet", "blood sugar", "symptom", "medication", "hormone", "pill", "hrt", "thermostat", "remote", "heating"] },
  { kind: "abuse", match: "not *1 leave *1 me|us *1 alone", context: ["ex|husband|partner|boyfriend|him|he|man|guy|stalk|follow|turn up|message|text|call"], unless: ["toddler", "baby", "kid", "son", "daughter", "cat", "dog", "puppy", "kitten", "cough", "cold", "headache", "migraine", "anxiety", "thought", "craving", "nausea", "sickness", "hot flush"] },
  { kind: "abuse", match: "turn|turns|turning|turned|show|shows|showed|showing *1 up *3 at|outside *1 my *1 house|home|work|door|flat|school|mum", context: ["ex|not want|unwanted|scared|afraid|follow|stalk|without asking|uninvited|again|keeps|keep"], unless: ["period", "my period", "rash", "spot", "symptom", "doctor", "midwife", "nurse", "health visitor", "parcel", "delivery"] },
  { kind: "sexual-violence", match: "grab|grabbed|grabbing|touch|touched|touching|grope|groped|squeeze|squeezed|rub|rubbed|rubbing *2 my|her *1 breast|breasts|boob|boobs|bum|butt|crotch|vagina|private part|privates|thigh|chest", context: ["man|men|guy|stranger|he|him|boss|colleague|manager|teacher|coworker|co worker|someone|uncle|doctor|bus|train|tube|club|bar|party|work"], unless: ["baby", "toddler", "newborn", "son", "daughter", "feed", "feeding", "latch", "midwife", "doctor examined", "exam", "examination", "lump", "self check", "massage", "physio", "bra fitting", "fitting"] },
  { kind: "sexual-violence", match: "too drunk|too high|too out of it|asleep|unconscious|passed out|could not|can not|unable|too young|too scared *3 to *1 consent|to say no|to stop him|to push him off" },
  { kind: "sexual-violence", match: "sex|touched me|did it|carried on|kept going *4 anyway|even though i|after i said no|when i said no", context: ["no|drunk|asleep|crying|consent|stop|did not want|not want"], unless: ["headache", "period", "tired but", "pregnant"] },
  { kind: "eating-disorder", match: "only *2 let|allow *1 myself *3 eat|have|a *4 one meal|once|every|nothing|#1+ calorie|#1+ cal|#1+ kcal|a day|day", unless: ["treat", "biscuit", "cake", "chocolate", "dessert", "crisp", "takeaway", "pudding", "sweet", "glass of wine", "wine", "coffee"] },
  { kind: "eating-disorder", match: "get rid of it|get rid of the food|get it out|get it all out|bring it back up|throw it back up", context: ["eat|ate|eaten|eating|meal|food|dinner|binge"], unless: ["@ILLNESS", "pregnant", "pregnancy"] },
  { kind: "eating-disorder", match: "hide|hides|hiding|hid|throw away|throwing away|threw away|bin|binning|binned|flush|flushing *3 my? food|meal|meals|dinner|lunch|breakfast|what i be give|what he give", unless: ["toddler", "kid", "child", "son", "daughter", "picky", "fussy", "dog", "cat", "mouldy", "moldy", "out of date", "expired", "leftover", "off"] },
  { kind: "medical-emergency", match: "fewer|less|reduced|no|not as many|not many|not felt any|not feel any|barely any|hardly any *2 kick|kicks|movement|movements|wriggle|wriggles", context: ["@PREGNANCY|#16+ week|#16+ weeks|baby|bump"], unless: ["count the kicks", "normal to feel", "first baby", "not yet", "too early", "when will i feel", "when do you feel", "when did you feel", "anterior placenta"] },

  { kind: "self-harm", match: "@DESIRE *3 follow|join *2 my? baby|angel|son|daughter|little one|babies|twin|twins|boy|girl|rainbow|angel baby", unless: ["instagram", "social", "class", "gym", "club", "lead", "recipe", "advice", "plan", "routine", "footstep", "on tiktok", "group", "feed"] },
  { kind: "self-harm", match: "pill|pills|tablet|tablets|med|meds|medication|paracetamol|painkiller|painkillers|rope *3 line up|lined up|ready|saved up|stockpiled|counted out|set aside|hidden away|stashed" , unless: ["holiday", "trip", "week", "organiser", "organizer", "dosette", "for the week", "travel"] },
  { kind: "self-harm", match: "not|never *4 be here|be around|be alive|make it|be still here|still be here *3 next|tomorrow|by|much longer|for long|to christmas|to my birthday|until|this time next", unless: ["holiday", "away", "moving", "move", "work", "job", "trip", "house", "abroad", "flat", "office", "shift", "course", "appointment", "meeting", "party"] },
  { kind: "abuse", match: "@PERSON *8 burn|torch|set fire|blow up|drive *6 with me|with us|with the kids|with the baby|with the children *2 in it|inside|in the car" },
  { kind: "abuse", match: "@PERSON *4 not|never *1 give|let *1 me|us *2 money|any money|cash|access|my own money|the bank card|the card", unless: ["pocket money", "lend", "borrow", "owe", "loan"] },
  { kind: "abuse", match: "punch|punched|smash|smashed|kick|kicked|hit|slam|slammed|throw|threw *3 wall|door|table|window|mirror|plate|phone *6 next to|beside|near|by|past|at *1 my|her *1 head|face" },
  { kind: "abuse", match: "next time *3 be me|be you|will be me|will be you|it be your head|it be your face" },
  { kind: "sexual-violence", match: "hold|held|pin|pinned|hold me|held me *3 down *8 sex|had sex|rape|raped|force|forced|inside|did it|touch|touched" },
  { kind: "eating-disorder", match: "eat|eating|ate|live on|living on|survive on|surviving on|have *8 nothing else|and nothing more|nothing but|and that be it|and that is all", unless: ["baby", "toddler", "weaning", "pregnant", "sick", "nausea", "morning sickness", "picky", "fussy", "son", "daughter", "craving", "cravings", "holiday", "pizza", "chocolate", "cheese"] },
  { kind: "eating-disorder", match: "stop|stopped|stopping|quit|quitting|given up|gave up *1 eating", context: ["weight|fat|thin|body|calorie|lose|skinny|size|disgust|hate"], unless: ["@ILLNESS", "meat", "dairy", "gluten", "sugar", "bread", "carb", "junk", "takeaway", "after 7", "after 8", "late", "snack", "processed", "red meat", "pork", "fish"] },
  { kind: "eating-disorder", match: "diet pill|diet pills|slimming pill|slimming pills|laxative|laxatives|diuretic|diuretics|water pill|water pills|appetite suppressant *6 diet pill|diet pills|laxative|laxatives|diuretic|diuretics|water pill|slimming pill|appetite suppressant|purg|purging", unless: ["constipation", "constipated", "prescribed", "doctor", "gp", "bowel prep"] },

  { kind: "self-harm", match: "rather *1 be with|join *2 my? baby|angel|son|daughter|little one|babies|twins|boy|girl|husband|mum|her|him *4 than here|than alive|than living|than in this world|than be here|than stay here|in heaven|up there", context: ["lose|lost|loss|miscarriage|stillborn|stillbirth|angel|heaven|died|dead|grave|funeral|passed|gone|here"], unless: ["at work", "than at work", "than work", "office"] },
  { kind: "self-harm", match: "not *2 see *2 a? future|way forward|way out|light|end to this|reason to stay", unless: ["with him", "with her", "in this job", "for us", "for our relationship", "career", "in this relationship", "at this company", "for the business"] },
  { kind: "self-harm", match: "just want|i want|need *1 out", unless: ["of", "to go out", "out of"] },
  { kind: "self-harm", match: "wish|hope|pray|would not mind if|would not care if *3 car|bus|train|lorry|truck|something|someone|plane *3 hit|kill|run over|crash|take me", unless: ["haha", "lottery"] },
  { kind: "self-harm", match: "tonight|today *1 be *1 the night|the day|it", context: ["decide|decided|made up my mind|goodbye|no more|done|ready|plan|end"], unless: ["date", "party", "birthday", "scan", "induction", "labour", "test", "result", "interview", "wedding", "game", "period", "ovulat", "due date"] },
  { kind: "self-harm", match: "keep|keeps|kept|started|start|again|relapse|relapsed|urge|urges|stop *2 cutting|burning myself|self harming|cut|cut again", unless: ["cutting out", "cutting down", "cutting back", "carb", "sugar", "hair", "corner", "onion", "cake", "grass", "hedge", "fabric", "coupon", "paper", "cost", "caffeine", "alcohol", "dairy", "gluten"] },
  { kind: "self-harm", match: "life *2 be|feel|feels *2 pointless|meaningless|not worth|unbearable|over|hopeless", unless: ["haha", "without coffee", "without wifi", "without chocolate", "without wine", "without my phone", "social life", "love life", "sex life", "work life", "shelf life", "battery life", "half life"] },
  { kind: "self-harm", match: "not *1 deserve *2 to live|to be alive|to be here|to exist|life|to be happy|to wake up" },
  { kind: "overdose", match: "@OD_TAKE *2 every|all the|all my|all of the|all of my|all our|every single *1 pill|tablet|med|medication|painkiller|paracetamol|capsule|sleeping pill", unless: ["@DESIRE", "should i", "if i", "as prescribed", "every day", "daily", "every morning", "every night", "on time", "vitamin", "supplement", "course", "antibiotic"] },
  { kind: "abuse", match: "account for|justify|explain|ask permission for *2 every penny|every purchase|every pound|every cent|every dollar|what i spend|my spending|every receipt", context: ["@PERSON"] },
  { kind: "sexual-violence", match: "touched me|touch me|touching me|groped|felt me up|put his hand|put his hands|rubbed against me", context: ["assault|assaulted|without|did not want|stranger|driver|uber|taxi|bus|train|work|boss|club|party|against my will|scared|froze|inappropriate"], unless: ["midwife", "doctor examined", "massage", "physio", "hairdresser"] },
  { kind: "sexual-violence", match: "flash|flashed|expose himself|exposed himself|exposing himself|masturbat *3 me|to me|at me|in front of me", unless: ["camera", "light", "lights", "smile", "badge", "torch", "headlight", "headlights", "phone"] },
  { kind: "eating-disorder", match: "fast|fasting|fasted|water fast|water fasting *4 #2+|few|several|a *1 day|days|week|weeks", context: ["weight|thin|lose|drop|skinny|fat|punish|deserve|disgust"], unless: ["ramadan", "religious", "surgery", "blood test", "colonoscopy", "procedure", "lent", "yom kippur"] },
  { kind: "eating-disorder", match: "stop|stopped|stopping *1 having|eating *2 breakfast|lunch|dinner|meals|food", context: ["weight|fat|thin|body|calorie|lose|skinny|size|disgust|hate|huge|guilt"], unless: ["@ILLNESS", "late", "after 7", "after 8", "takeaway"] },
  { kind: "eating-disorder", match: "count|counting|counted *2 every|each|all|every single *1 calorie|calories|crumb|bite|mouthful", context: ["fat|huge|disgust|hate|guilt|guilty|scared|afraid|obsess|panic|starv|thin|skinny|punish"] },
  { kind: "medical-emergency", match: "@ONE_SIDE *3 face|body|arm|leg|mouth *3 be|go|gone|went|feel|feels|feeling|look|looks *2 numb|weak|droop|droopy|dead|heavy|tingly|floppy|paralysed|paralyzed", unless: ["sleep on", "slept on", "lay on", "lying on", "carpal", "pins and needles", "sciatica", "filler", "botox", "dentist", "anaesthetic", "injection"] },
  { kind: "medical-emergency", match: "@SUDDEN *3 can not|unable to|could not *1 speak|talk|move|see|walk|understand|lift", unless: ["laugh", "shock", "stunned", "speechless", "with laughter", "haha", "excitement", "awkward"] },

  { kind: "self-harm", match: "buy|bought|got|get|ordered|order *3 rope|noose|ligature", unless: ["skipping", "jump rope", "climbing", "washing line", "dog", "garden", "boat", "swing", "tow", "battle rope", "gym", "crafts", "macrame"] },
  { kind: "self-harm", match: "pain|suffering|it|this|everything *3 end|stop|be over *2 permanently|forever|for good|for ever", unless: ["period", "cramp", "back", "labour", "endometriosis", "migraine", "haha", "hot flush", "tooth", "pregnancy", "sickness", "heartburn", "nausea"] },
  { kind: "self-harm", match: "tired of|sick of|done with|exhausted by|exhausted of|weary of|fed up of|fed up with|worn out by *1 living|being alive|life|existing|it all|everything" , unless: ["city life", "london", "this life of", "living here", "living in", "living with my", "it all day", "haha", "life admin", "admin", "existing on", "living on", "living out of"] },

  // ---- Asking how to die by overdose, and hopelessness as women write it (Samaritans: "how many tablets would it
  // take" and searching for ways to die are warning signs; NHS help for suicidal thoughts lists feeling hopeless,
  // that there is no point in living, that others are better off without you, and wanting to disappear). --------
  // How many or how much of a medicine it takes to overdose or not wake up (Samaritans; NHS: paracetamol).
  { kind: "self-harm", match: "how many|how much|enough *4 @DRUG|pill|tablet|paracetamol *6 to overdose|to od|overdose and|to not wake up|to never wake up|never wake up|not wake up|too much to wake up|too many to wake up|so i do not wake up|so i never wake up|sleep forever|sleep for ever|to sleep for good|stop my heart|stop your heart|stop a heart", unless: ["vitamin", "supplement", "iron", "folic", "caffeine", "melatonin for my", "child", "toddler", "baby", "kid", "dog", "cat"] },
  // A number of tablets asked about as enough to die ("is 50 paracetamol enough to die", "can you die from taking
  // 30 sertraline"); taken already, the overdose rules read it.
  { kind: "self-harm", match: "#10+ *2 @DRUG|pill|tablet|paracetamol *4 enough to die|enough to kill|be enough|kill you|kill me|be lethal|be fatal|be deadly|lethal|fatal|deadly", unless: ["vitamin", "supplement", "iron", "caffeine", "mg", "mcg", "child", "toddler", "baby", "kid", "dog", "cat"] },
  { kind: "self-harm", match: "can you|could you|would i|would you|can i|could i|will i|will you *1 die|kill myself|not wake up|never wake up *3 from? taking|take|swallow|swallowing|overdose on? *2 #10+ *2 @DRUG|pill|tablet|paracetamol", unless: ["vitamin", "supplement", "iron", "caffeine", "child", "toddler", "baby", "kid", "dog", "cat"] },
  // The same question with the medicine first ("overdose on sleeping pills how many").
  { kind: "self-harm", match: "overdose|od *3 @DRUG|pill|tablet|paracetamol *3 how many|how much|what amount|what dose", unless: ["vitamin", "supplement", "iron", "caffeine", "child", "toddler", "baby", "kid", "dog", "cat", "symptom", "sign", "treat", "what to do", "happen"] },
  // Asking whether all of them, or a number of them, would kill her ("if i took all my sertraline at once, would i die").
  { kind: "self-harm", match: "if i|if you *2 @OD_TAKE *3 @OD_AMOUNT|#10+ *3 @DRUG|pill|tablet|paracetamol *8 would i die|will i die|could i die|would it kill|would that kill|kill me|be fatal|be lethal|be deadly|not wake up|never wake up", unless: ["vitamin", "supplement", "iron", "caffeine", "by accident", "accidentally", "by mistake", "child", "toddler", "baby", "kid", "dog", "cat"] },
  // A medicine's dose named as deadly ("what dose of propranolol is deadly", "how many citalopram is lethal").
  { kind: "self-harm", match: "@DRUG|pill|tablet|paracetamol *4 lethal|fatal|deadly", unless: ["vitamin", "supplement", "iron", "caffeine", "side effect", "reaction", "interaction", "allergic", "allergy", "rare", "cause", "dog", "cat", "pet", "child", "kid", "toddler", "baby", "cancer", "sepsis", "infection"] },
  // The way to overdose ("best way to overdose", "how to overdose on sleeping pills"); not avoiding one.
  { kind: "self-harm", match: "way|ways|how|method|methods|easiest|quickest|fastest|best|painless|safest *3 to overdose|overdose on|to od|od on", unless: ["avoid", "prevent", "vitamin", "supplement", "iron", "caffeine", "treat", "reverse", "naloxone", "narcan", "recognise", "recognize", "spot the sign", "know if", "tell if", "what to do", "help someone", "child", "toddler", "kid", "dog", "cat"] },
  // Hopelessness, the phrase alone ("I feel like giving up", "I just want to give up"); giving up a thing is not it.
  { kind: "distress", match: "i|feel like|want to|ready to|close to|about to|tempted to|like *3 give up|giving up|given up $", unless: ["on and on", "breastfeed", "pump", "formula", "bottle feed", "expressing", "potty", "sleep training", "weaning", "ttc", "trying to conceive", "trying for a baby", "ivf", "diet", "gym", "running", "couch to", "smoking", "sugar", "alcohol", "drinking", "caffeine", "dairy", "exercise", "knitting", "dating", "course", "uni", "job", "haha"] },
  // "What's the point" alone, at the end of a clause (what follows it is what she asks the point of).
  { kind: "distress", match: "what|whats *3 point $" },
  // Nobody would notice or miss her if she were gone: the negation is the signal.
  { kind: "self-harm", match: "nobody|no one|not a soul|not one person *3 notice|care|miss me|miss us|mind|realise|realize *4 if i|if we|when i|once i *1 be gone|be dead|be not here|be not around|be no longer here|die|disappear|gone|dead|vanish|never woke up|did not wake up|not here|not around|no longer here", unless: ["holiday", "trip", "weekend", "night out", "party", "meeting", "class", "work", "shift", "group", "chat"] },
  // Wanting to disappear, as the end of the thought ("I just want to disappear"), not a spot or a weekend away.
  { kind: "self-harm", match: "i *1 want|wish|wanna|need|would like|feel like|long *0 to? i? could? can? just? to? disappear|vanish $", unless: ["embarrass", "cringe", "mortif", "awkward", "shame", "haha"] },
  { kind: "self-harm", match: "disappear|vanish *3 forever|for ever|for good|and never come back|and not come back|off the face of the earth", context: ["i|me|myself"], unless: ["spot", "scar", "mark", "rash", "acne", "symptom", "pain", "bloat", "cellulite", "pigment", "haha"] },

  { kind: "self-harm", match: "letter|letters|note|notes|goodbye|will|arrangement|arrangements|give away|giving away|gave away|sort out|sorting out|everything ready *6 when i be gone|after i be gone|when i be not here|after i die|when i die|once i be gone|when i be dead" },
  { kind: "abuse", match: "hold|held|point|pointed|pull|pulled|wave|waved|brandish *2 a|the *1 knife|gun|blade|weapon|bat|hammer *2 to|at|on|in front of *1 me|my|her|us" },
  { kind: "abuse", match: "@PERSON *8 make me pay|make me suffer|make my life hell|ruin my life|ruin me|destroy me|make me regret|regret it|be sorry|take everything", context: ["if i|if you|if she|threat|warn|say|said|told|tell"], unless: ["haha", "bill", "dinner", "joke", "holiday", "money back", "rent"] },
  { kind: "eating-disorder", match: "restrict|restricting|limit|limiting|eat|eating|have|stick|keep it *4 under|less than|only|max|no more than *2 #<800 *3 a day|per day|daily|calories|cals|kcal", unless: ["mg", "caffeine", "sodium", "salt", "sugar", "gram", "protein", "fibre", "step", "steps", "minutes"] },
  { kind: "eating-disorder", match: "exercise|run|running|workout|work out|gym|train|walk|walking *6 after|every time *3 eat|eating|i eat|i have eaten|every meal|a meal|anything", context: ["have to|must|until|burn|make up|punish|compensate|#2+ hours|#2+ hour|every single|anything i eat|everything i eat|guilt|guilty"], unless: ["digest", "digestion", "blood sugar", "glucose", "diabet", "reflux"] },
  { kind: "eating-disorder", match: "disgust|disgusting|disgusted|guilty|gross|fat|huge|ashamed *6 eat|eating|i eat *6 so i *2 not|stop|skip|throw up|purge|starve|just do not" },
  { kind: "eating-disorder", match: "lose|lost|losing|dropped|drop *6 stone|pound|pounds|kg|kilo|kilos|lb|lbs|weight *8 barely|hardly|not|by not|without|stopped *1 eat|eating", unless: ["@ILLNESS", "pregnant", "pregnancy", "cancer", "chemo", "bug", "flu"] },

  { kind: "self-harm", match: "painless|quickest|easiest|quick|surest|best|peaceful *2 way|ways|method|methods *2 to go|to die|out|to end it|to do it|to kill", unless: ["about", "to go to", "to go home", "to go back", "to the", "labour", "birth", "wax", "hair", "epilat", "travel", "airport", "station", "plug", "out of", "out of debt", "tattoo", "piercing", "injection", "blood test", "jab"] },
  { kind: "self-harm", match: "no|not *1 reason|point *3 stay|to stay|for me to stay|stay alive|stay here|keep going", unless: ["job", "work", "relationship", "hotel", "party", "house", "flat", "with him", "with her", "in london", "here in", "hospital", "ward", "up late", "awake", "in bed", "gym", "club", "group"] },
  { kind: "self-harm", match: "ready to go *3 be with|join *2 my? @LOVED" },
  { kind: "overdose", match: "swallow|down|neck|gulp *1 the lot|the whole lot|them all|all of them|the rest|everything" },
  { kind: "overdose", match: "take|took *1 the lot|the whole lot|them all|all of them|the rest of them", context: ["@DRUG"], unless: ["@DESIRE", "should i", "if i", "photo", "picture", "kids", "dogs", "course", "antibiotic"] },
  { kind: "abuse", match: "@PERSON *4 say|says|said|tell|tells|told|keep saying|keeps saying|call|calls *4 i be|i am|me|i will never be *2 worthless|useless|stupid|ugly|fat|nothing|pathetic|a failure|crazy|mad|unlovable|a bad mum|a bad mother|disgusting|a whore|a slut", unless: ["joking", "joke", "haha", "teasing", "banter", "not"] },
  { kind: "abuse", match: "no one|nobody|no man|no one else|nobody else *3 would want me|will want me|will believe me|would believe me|will believe you|would believe you|will love me|would love me|want you|believe you", context: ["@PERSON"] },
  { kind: "abuse", match: "know|knows|found out *2 where i|where we|where the kids *1 live|be|work|sleep|stay", context: ["coming for|come for|find me|get me|threat|scared|afraid|message|text|watch|ex|hurt|kill|turn up|show up"], unless: ["delivery", "parcel", "postman", "friend is coming", "visit"] },
  { kind: "abuse", match: "coming for me|come for me|coming after me|come after me|going to get me|gonna get me|hunt me down|find me and", unless: ["haha", "deadline", "tax", "bill", "bills", "hot flush", "period", "labour", "contraction", "sleep", "tired", "cold", "flu", "covid", "bug", "hayfever", "hay fever"] },
  { kind: "abuse", match: "@PERSON *1 bit me|bit her|bit my|bite me|bites me|bit us", unless: ["dog", "cat", "baby", "toddler", "mosquito", "midge", "flea", "puppy", "kitten", "hamster", "teething", "breastfeed", "nipple", "latch"] },
  { kind: "sexual-violence", match: "put|slip|slipped|spike|drop|dropped|pour|poured *3 something|drug|drugs|pill|powder|stuff *3 in|into *1 my|her *1 drink|glass|wine|cocktail|beer|coffee|bottle" },
  { kind: "eating-disorder", match: "@NOT_EAT *3 since *1 monday|tuesday|wednesday|thursday|friday|saturday|sunday|last week|the weekend|last #1+|#2+ day|#2+ days|the day before yesterday", unless: ["@ILLNESS", "pregnant", "surgery", "operation", "baby", "toddler", "newborn", "son", "daughter", "dog", "cat", "mum", "dad"] },
  { kind: "eating-disorder", match: "survive on|surviving on|survived on|live on|living on|lived on|existing on *4 one|a cracker|crackers|an apple|one apple|rice cake|rice cakes|lettuce|nothing|water|black coffee|diet coke|diet drinks|gum|ice|cucumber|celery", unless: ["newborn", "baby", "night feed", "night feeds", "sleep", "tired", "exhausted", "haha", "deadline", "budget", "money", "student", "toast"] },
  { kind: "eating-disorder", match: "barely|hardly|not really|rarely *1 eat|eating|ate", context: ["calorie|calories|weight|fat|thin|obsess|skinny|body|size|scared|afraid|huge|control|purge|binge"], unless: ["@ILLNESS", "pregnant", "pregnancy", "baby", "toddler", "newborn"] },

  { kind: "self-harm", match: "bridge|train track|train tracks|railway|railway line|cliff|roof|edge|balcony|motorway *8 thought about it|think about it|thinking about it|tempted|tempt|jump|jumping|step off|end it", unless: ["photo", "view", "walk", "holiday", "wedding", "engineer", "commute", "traffic"] },
  { kind: "overdose", match: "give|gave|given *3 my? toddler|baby|son|daughter|child|kid|little one|newborn *3 too much|too many|double|an overdose|extra dose|the wrong dose|twice the dose|two doses" },
  { kind: "sexual-violence", match: "did|do|does|done *1 stuff|things|something|sexual things *2 to me|with me *6 passed out|asleep|unconscious|drunk|drugged|too drunk|out of it|blacked out|could not move|froze" },
  { kind: "eating-disorder", match: "only *3 water|juice|liquid|liquids|tea|black coffee|shakes|soup *6 #2+|few|several|a *1 day|days|week|weeks", context: ["weight|thin|lose|drop|skinny|fat|punish|deserve|disgust|calorie|detox"], unless: ["ramadan", "surgery", "procedure", "colonoscopy", "bug", "sick", "vomit", "flu"] },
  { kind: "eating-disorder", match: "restrict|restricting|starve|starving|not eat|eat nothing|eating nothing|ate nothing|nothing all day *6 then|and|before *2 binge|binging|bingeing|binge eat", unless: ["netflix", "tv", "show", "series", "box set"] },
  { kind: "medical-emergency", match: "kick|kicks|movement|movements|wriggle|wriggles *3 stop|stopped|slow|slowed|change|changed|less|reduced|go quiet|gone quiet|went quiet|weaker", context: ["@PREGNANCY|#16+ week|baby|bump"], unless: ["count the kicks", "normal to feel", "not yet", "too early", "anterior placenta", "after birth", "month old", "newborn"] },

  { kind: "self-harm", match: "give up|giving up|given up|gave up *2 on *1 life|living|myself|everything|it all", unless: ["social life", "love life", "haha", "sugar", "diet", "gym", "running", "drinking", "smoking", "dating"] },
  { kind: "self-harm", match: "@DESIRE *3 go too|go as well|die too|be gone too|go with her|go with him|go with them|follow her|follow him|follow them", context: ["gone|died|dead|lost|angel|heaven|passed|stillborn|stillbirth|miscarriage|funeral"], unless: ["party", "holiday", "trip", "shop", "gym", "class", "concert", "school", "nursery"] },
  { kind: "abuse", match: "pull|pulled|pulls|yank|yanked|grab|grabbed|drag|dragged *1 my|her *1 hair", context: ["@PERSON"], unless: ["baby", "toddler", "newborn", "son", "daughter", "month old", "year old", "hairdresser", "brush", "plait", "braid"] },
  { kind: "abuse", match: "lock|locked|locks|locking *3 me|us|her *2 in|inside|up|out of|in the", context: ["@PERSON"], unless: ["keys", "by accident", "accidentally", "myself out", "locked myself", "toilet door", "bathroom door jammed", "car by mistake", "the cat", "the dog"] },
  { kind: "eating-disorder", match: "on|at|only|just|eat|eating *1 #<800 *1 calorie|calories|cals|kcal|cal", unless: ["burn", "burned", "burnt", "workout", "run", "walk", "class", "snack", "serving", "per 100", "bar", "smoothie", "meal", "breakfast", "lunch", "dinner", "cake", "muffin", "drink", "portion", "recipe", "each", "coffee", "latte"] },
  { kind: "eating-disorder", match: "exercise|exercising|run|running|workout|work out|gym|train|training|walk *8 so i can eat|to earn|earn my|earn food|earn it|to deserve|deserve to eat|be allowed to eat|before i let myself eat|before i can eat|before i eat" , unless: ["digest", "digestion", "blood sugar", "glucose", "diabet", "reflux", "appetite"] },

  { kind: "abuse", match: "keep|keeps|kept|keeping *1 me|us|her *1 locked|locked up|trapped|prisoner|a prisoner|inside|in the house|at home|in my room|in the bedroom", context: ["@PERSON"], unless: ["warm", "safe", "fed", "sane", "company", "entertained", "going", "busy", "up at night", "awake", "cosy", "covid", "isolat", "quarantine", "flu", "sick", "ill", "bed rest", "doctor", "midwife"] },

  // ---- Medical emergencies (NHS: ectopic pregnancy, bleeding in pregnancy, baby's movements, chest pain, stroke,
  // anaphylaxis; Tommy's; NICE) ----------------------------------------------------------------------------------
  { kind: "medical-emergency", match: "@BLEED", context: ["@PREGNANCY"], unless: ["@MILD", "last pregnancy", "my first", "previous pregnancy", "year ago", "years ago", "last time", "back then", "first pregnancy", "normal", "our first", "with our", "with my son", "with my daughter", "eldest", "she be #1+", "he be #1+", "they be #1+", "now #1+", "turn out fine", "be fine in the end", "all be fine", "is it normal", "after birth", "postpartum bleeding", "lochia", "how long", "after your", "after my miscarriage", "after the miscarriage", "after a miscarriage", "after my mc", "after the d and c", "after surgery", "after my erpc", "period", "nosebleed", "gum", "gums", "test", "tests", "pressure", "sugar", "type", "after sex", "hemorrhoid", "haemorrhoid", "pile", "bottom", "poo", "stool", "donation"] },
  { kind: "medical-emergency", match: "@HEAVY *3 @BLEED", context: ["@PREGNANCY"], unless: ["last pregnancy", "my first", "previous pregnancy", "years ago", "last time", "back then", "first pregnancy", "nosebleed", "gum"] },
  { kind: "medical-emergency", match: "@BLEED *3 @HEAVY", context: ["@PREGNANCY"], unless: ["last pregnancy", "my first", "previous pregnancy", "years ago", "last time", "back then", "first pregnancy", "nosebleed", "gum"] },
  { kind: "medical-emergency", match: "@SEVERE *4 @PAIN", context: ["@PREGNANCY"], unless: ["last pregnancy", "my first", "previous pregnancy", "years ago", "last time", "back then", "heartburn", "back pain", "headache", "pelvic girdle", "spd", "round ligament", "sciatica", "leg", "foot", "feet", "tooth", "teeth", "boob", "breast", "nipple", "hip", "knee", "labour", "contraction", "braxton", "wrist", "hand"] },
  { kind: "medical-emergency", match: "@PAIN *4 @SEVERE", context: ["@PREGNANCY"], unless: ["last pregnancy", "my first", "previous pregnancy", "years ago", "last time", "back then", "heartburn", "back pain", "headache", "pelvic girdle", "spd", "round ligament", "sciatica", "leg", "foot", "feet", "tooth", "teeth", "boob", "breast", "nipple", "hip", "knee", "labour", "contraction", "braxton", "wrist", "hand", "side effect"] },
  { kind: "medical-emergency", match: "@FAINT", context: ["@BLEED|@PAIN|pain|bleed"], unless: ["blood test", "needle", "injection", "standing up too fast", "stand up too fast", "hot bath", "hot shower", "when i stand", "heat", "hungover", "hangover", "last year", "years ago", "as a child", "tattoo", "got up too quick"] },
  { kind: "medical-emergency", match: "soak|soaking|soaked|go through|fill|change *4 pad|pads|tampon|tampons|towel|cup *4 hourly|every hour|an hour|each hour|every half hour|half an hour|every 30 minutes|every 20 minutes|every 1 hour|within an hour|in an hour|in under an hour|in less than an hour|in 30 minutes" },
  { kind: "medical-emergency", match: "@BLEED *3 not|never *1 stop|stopping", unless: ["@MILD", "nose", "gum", "cut my finger", "paper cut", "period for", "my period"] },
  { kind: "medical-emergency", match: "think|might|could|worried|worry|scared|afraid|possible|sign|symptom|suspect|check|maybe|probably|fear|concerned *4 ectopic|miscarry|miscarriage|losing the baby|lose the baby|losing my baby|lose my baby", unless: ["last year", "years ago", "last time", "after my", "since my", "history of", "previous", "rate", "statistic", "risk of miscarriage", "chance of miscarriage", "chances of miscarriage", "afraid of another", "scared of another", "worried about another", "in case", "again"] },
  { kind: "medical-emergency", match: "i|she *1 be *1 miscarry|having a miscarriage|losing the baby|losing my baby|losing our baby", unless: ["last year", "years ago", "last time", "previous", "afraid", "scared", "worried", "might", "again", "worry", "fear"] },
  { kind: "medical-emergency", match: "baby|babys|bump *4 not move|stop move|not kick|stop kick|move less|less move|few move|quiet|still|not felt|not as active|less active|slow down|not responding", context: ["@PREGNANCY|kick|kicks|movement|movements|move|moving|bump"], unless: ["sleep", "asleep", "cot", "crib", "pram", "nap", "bath", "car seat", "month old", "week old", "year old", "newborn", "toddler", "lie still", "sit still", "keep still", "stay still", "still born", "stillborn", "still in", "still have", "still breastfeed", "still feed", "still cry", "still wake", "still not", "still up", "still awake", "bump into"] },
  { kind: "medical-emergency", match: "not|never *1 felt|feel *3 baby|him|her|bump *1 move|kick", context: ["@PREGNANCY|kick|movement|move"] },
  { kind: "medical-emergency", match: "severe|bad|worst|pounding|splitting|sudden *2 headache *6 vision|see|blur|blurry|flash|light|swell|swollen|puffy", context: ["@PREGNANCY"] },
  { kind: "medical-emergency", match: "@CHEST *3 @CHEST_SIGN", unless: ["@GYM", "hay fever", "hayfever", "inhaler", "asthma", "heartburn", "reflux", "indigestion", "anxious", "anxiety", "panic", "gp say", "doctor say", "been checked", "checked out", "no", "breast", "infection", "heartburn from", "burn from", "acid", "cold"] },
  { kind: "medical-emergency", match: "@CHEST_SIGN *4 in|across|on|around|of *1 my|her|his|the *1 @CHEST", unless: ["@GYM", "hay fever", "hayfever", "inhaler", "asthma", "heartburn", "reflux", "indigestion", "infection", "anxious", "anxiety", "panic", "gp say", "doctor say", "been checked", "checked out"] },
  { kind: "medical-emergency", match: "pain|ache|tingle|tingling|numb *4 spread|radiate|go|shoot|travel|move *3 arm|jaw|neck|back", context: ["@CHEST|heart|breath"] },
  { kind: "medical-emergency", match: "think|be having|might|could|signs|sign|symptom|maybe|worried|scared *4 heart attack|stroke|cardiac arrest|anaphylaxis|anaphylactic", unless: ["risk", "check", "checked", "last year", "years ago", "had a stroke in", "risk of", "chance of", "reduce", "prevent", "family history", "after her stroke", "after his stroke", "since her stroke", "since his stroke", "recover", "recovering", "rehab", "diet", "hrt and", "pill and", "migraine with aura", "age"] },
  { kind: "medical-emergency", match: "face|mouth|smile|lip|eye *3 droop|droopy|drop|dropped|sag|saggy|slack|twisted|lopsided|fall|fallen|uneven|crooked|one side", unless: ["haha", "scales", "when i see", "price", "bill", "news", "jaw drop", "when he", "when she", "when i saw", "when i heard", "eyelid", "botox", "filler", "skin", "cream", "serum", "wrinkle", "jowl", "age", "ageing", "aging", "menopause", "collagen", "tired"] },
  { kind: "medical-emergency", match: "droop|drooping *3 face|mouth|smile|side|lip", unless: ["eyelid", "botox", "filler", "skin", "jowl", "age", "ageing", "aging", "breast", "boob"] },
  { kind: "medical-emergency", match: "slur|slurred|slurring *2 speech|word|words|talk|talking|speak|my|her|his", unless: ["drunk", "drink", "wine", "alcohol", "tired", "asleep", "sleepy"] },
  { kind: "medical-emergency", match: "speech|word *2 slur|slurred|slurring|garbled|jumbled" , unless: ["drunk", "drink", "wine", "alcohol"] },
  { kind: "medical-emergency", match: "@SUDDEN *4 @WEAK *4 @LIMB|@ONE_SIDE", unless: ["sleep on", "slept on", "lay on", "lying on", "carpal", "pins and needles", "after sitting", "cold"] },
  { kind: "medical-emergency", match: "@LIMB *3 @SUDDEN *3 @WEAK", unless: ["sleep on", "slept on", "lay on", "lying on", "carpal", "pins and needles", "after sitting", "cold"] },
  { kind: "medical-emergency", match: "word|words|speech|talk|talking *4 come out wrong|jumbled|muddled|garbled|nonsense|make no sense|not make sense|slurred|go funny|went funny|gone funny|go weird|went weird|sound funny|sound weird|sound strange|be funny|be weird", context: ["arm|leg|face|side|numb|weak|droop|sudden|suddenly|stroke|confused|confusion"], unless: ["brain fog", "menopause", "perimenopause", "tired", "drunk", "wine"] },
  { kind: "medical-emergency", match: "@WEAK *4 @ONE_SIDE *2 face|body|arm|leg", unless: ["sleep on", "slept on", "lay on", "lying on", "carpal", "pins and needles", "sciatica", "pregnant"] },
  { kind: "medical-emergency", match: "can not *2 lift|raise|move *2 my|her|his *1 arm|arms|leg", context: ["face|speech|slur|sudden|droop|word|confused|confusion|one side|stroke"] },
  { kind: "medical-emergency", match: "worst|sudden|thunderclap *3 headache", unless: ["hangover", "migraine again", "period", "every month", "caffeine", "dehydrated", "dehydration"], context: ["worst headache of my life|worst headache ever|thunderclap|sudden severe|suddenly|out of nowhere|like being hit|vision|neck|confused|confusion|vomit|collapse"] },
  { kind: "medical-emergency", match: "@THROAT *5 @SWELL", context: ["@ALLERGY"], unless: ["filler", "botox", "tonsil", "strep", "cold", "sore throat", "lip filler", "glands", "gland"] },
  { kind: "medical-emergency", match: "@SWELL *3 @THROAT", context: ["@ALLERGY"], unless: ["filler", "botox", "tonsil", "strep", "cold", "sore throat", "lip filler", "glands", "gland"] },
  { kind: "medical-emergency", match: "can not|hard to|struggle|struggling|difficult|trouble *2 breathe|breathing|breath|swallow|swallowing", context: ["@ALLERGY|swell|swollen|throat|tongue|lip|hive|sting|peanut|nut"], unless: ["nose", "blocked", "stuffy", "cold", "pill", "tablet", "capsule", "big"] },
  { kind: "medical-emergency", match: "anaphylaxis|anaphylactic|epipen|epi pen|adrenaline pen|auto injector|autoinjector", unless: ["prescribed", "carry", "carries", "training", "expire", "expired", "school", "what is", "learn", "course", "spare", "renew", "prescription"] },
  { kind: "medical-emergency", match: "use|used|give|gave|need|needed|jab|inject *3 epipen|epi pen|adrenaline|auto injector" },
  { kind: "medical-emergency", match: "lips|lip|tongue|face *2 blue|grey|gray", unless: ["cold", "swim", "lipstick", "makeup", "dye", "ice"] },

  // ---- Sexual violence (NHS: help after rape and sexual assault; Rape Crisis; RAINN) ------------------------------
  { kind: "sexual-violence", match: "say|said|tell|told|beg|begged|ask|asked *3 no|stop|not to *8 not|never *1 stop|listen|care|kept go|carry on|carried on|did it anyway|do it anyway|continue|continued", unless: ["dessert", "cake", "food", "eat", "talk", "text", "message", "messaging", "call", "phone", "drink", "tickle", "tickling", "joke", "laugh", "music", "snore", "snoring", "noise", "cough", "crying baby"] },
  { kind: "sexual-violence", match: "kept go|carried on|continue|continued|did not stop|would not stop *6 said no|told him to stop|asked him to stop|begged him|i said stop|told him no|i cried|crying", unless: ["talk", "text", "message", "messaging", "call", "phone", "tickle", "tickling", "joke", "laugh", "music", "snore", "snoring", "noise", "cough", "baby"] },
  { kind: "sexual-violence", match: "drink|drinks|glass *3 be|get *1 spike|spiked|drug|drugged" },
  { kind: "sexual-violence", match: "be|get *1 rap|rapped *1 by", unless: ["song", "verse", "lyric", "knuckle", "door", "window"] },
  { kind: "sexual-violence", match: "rape|raped|raping|rapist", unless: ["rapeseed", "rape seed", "oilseed", "rape oil", "rape culture in", "film", "movie", "book", "novel", "documentary", "series", "statistic", "law", "trial"] },
  { kind: "sexual-violence", match: "sexual|sexually *2 assault|abuse|abused|attack|attacked|violence|violent|harass|harassed|exploit|coerce|coercion|touch|touched|molest" },
  { kind: "sexual-violence", match: "molest|molested|molesting|grope|groped|groping|fondle|fondled" },
  { kind: "sexual-violence", match: "assault|assaulted|attack|attacked|abuse|abused|touch|touched|molest|molested *3 sexually" },
  { kind: "sexual-violence", match: "force|forced|make|made|pressure|pressured|coerce|coerced|push|pushed *3 me|her *3 sex|sexual|have sex|sleep with|oral|into bed|do thing|do stuff|touch him|touch her", unless: ["no one", "nobody"] },
  { kind: "sexual-violence", match: "force|forced *2 himself|herself *2 on|onto *1 me|her" },
  { kind: "sexual-violence", match: "sex|slept|sleep|touch|touched *4 me|with me *6 asleep|unconscious|passed out|too drunk|wasted|drugged|blackout|blacked out|said no|told him no|told him to stop|without consent|without my consent|not consent|crying", unless: ["fell asleep", "fall asleep", "falls asleep"] },
  { kind: "sexual-violence", match: "not|never *1 consent|consented|agree|agreed *2 to? *2 it|that|sex|this|any of it", unless: ["data", "cookie", "share my", "shared", "terms", "contract", "vaccine", "vaccination", "jab", "injection", "scan", "test", "treatment", "trial", "study", "research", "photo of my baby", "post"] },
  { kind: "sexual-violence", match: "without|no *1 my? consent", context: ["sex|touch|bed|him|he|kiss|photo|body|condom|party|night|inside"] },
  { kind: "sexual-violence", match: "non consensual|nonconsensual|non con" },
  { kind: "sexual-violence", match: "spike|spiked|drug|drugged *3 drink|me|my", unless: ["drug test", "blood sugar", "spike in", "sugar spike", "insulin spike", "spiked my interest", "my cortisol", "my anxiety", "price"] },
  { kind: "sexual-violence", match: "would not|did not|will not|never *2 stop *4 said no|told him|asked him|begged|crying|cried|i say stop|pushed him|hurt", context: ["sex|he|him|bed|touch"] },
  { kind: "sexual-violence", match: "take|took|pull|pulled|remove|removed *2 condom *2 off? *3 without|when|even though|did not tell|secretly|stealth" },
  { kind: "sexual-violence", match: "stealth|stealthing|stealthed" , context: ["condom|sex"] },
  { kind: "sexual-violence", match: "abuse|abused|touch|touched *4 me|her *4 as a child|when i be little|when i be young|when i be a kid|when i be a child|growing up|as a kid|as a teen", context: ["sexual|touch|uncle|step|abuse|molest|private|down there|inappropriate"] },
  { kind: "sexual-violence", match: "touch|touched|touching *3 me|her *3 inappropriately|down there|private|without asking|when i say no|against my will|against her will" },
  { kind: "sexual-violence", match: "against *0 my|her *0 will", context: ["sex|touch|bed|kiss|he|him"] },

  // ---- Domestic abuse: violence, strangulation, threats, coercion, abuse in pregnancy (NHS: getting help for
  // domestic abuse, domestic abuse in pregnancy; Refuge; NICE PH50) -----------------------------------------------
  { kind: "abuse", match: "domestic *1 abuse|violence|violent|abuser|incident" },
  { kind: "abuse", match: "abusive|abuser|violent|controlling|coercive *2 partner|husband|boyfriend|relationship|marriage|wife|girlfriend|ex|fiance|home|man|dad|father|behaviour|behavior|spouse|household|mother|brother|son" },
  { kind: "abuse", match: "coercive control|gaslight|gaslighting|gaslit|financial abuse|emotional abuse|economic abuse|psychological abuse|verbal abuse|reproductive coercion" },
  { kind: "abuse", match: "@PERSON *3 @STRIKE *1 @VICTIM", unless: ["accident", "accidentally", "by mistake", "tackle", "tennis", "football", "netball", "rugby", "play fight", "playfight", "tickle", "pillow", "game", "sparring", "boxing", "kickbox", "martial", "karate", "judo", "in his sleep", "in her sleep", "he be asleep", "she be asleep", "while asleep", "sleep walk", "dream", "nightmare", "snore", "snoring", "with his elbow while", "hurt my feeling", "hurt me to", "hurts me to", "hurt me when he left", "hurt me by leaving", "cheat", "cheated", "abuse at", "kick me out", "kicks me out", "kick us out", "me to it", "at tennis", "at chess", "at cards", "at scrabble", "at monopoly", "at poker", "at pool", "at darts", "at golf", "at squash", "at badminton", "at table tennis", "at ping pong", "at arm wrestling", "at mario kart", "at a game", "at the game", "at video games", "at the race", "at a race", "at running", "at swimming", "at quiz", "at trivia", "at bowling", "at it again", "me in the race", "me in a race", "me to the punch", "me to the finish", "me to the top", "me to the line", "me to the last", "bite me back", "mosquito", "midge", "flea", "spider", "bee", "wasp", "dog", "cat", "puppy", "kitten", "horse", "hamster", "in the womb", "inside me", "from the inside", "toddler", "newborn", "month old", "year old", "breastfeed", "latch", "teething", "nipple"] },
  // A push is a blow ("he pushed me when I was pregnant") unless it is help, a game or encouragement.
  { kind: "abuse", match: "@PERSON *3 push *1 @VICTIM", unless: ["swing", "wheelchair", "pram", "buggy", "pushchair", "stroller", "trolley", "queue", "front of", "comfort zone", "to be", "to do", "to try", "to go", "to keep", "hard", "harder", "forward", "along", "notification", "message", "button", "limit", "into signing", "into it", "into doing", "into going", "into trying", "into joining", "the car", "sled", "sledge", "kart", "in training", "at the gym", "in the pool", "joke", "haha", "lol"] },
  { kind: "abuse", match: "@PERSON *3 @STRIKE *1 my @BODY", unless: ["accident", "accidentally", "by mistake", "the baby kick", "baby kick", "toddler", "dog", "cat", "ball", "in my sleep", "in his sleep", "in her sleep", "tennis", "football", "game", "play", "massage", "tickle", "teething", "newborn", "month old", "year old"] },
  { kind: "abuse", match: "@PERSON *3 push|pushed|shove|throw|threw|drag|dragged|pin|pinned|slam|slammed|grab|grabbed|shake|shook|hold|held|lock|locked|trap|trapped|corner|cornered *2 me|her *3 down|over|against|into the|into a|onto|off|across|on the floor|on the bed|by the|by my|to the ground|to the floor|in a room|in the|out of the car|hard|around|wall|stair|door", unless: ["accident", "accidentally", "pram", "buggy", "swing", "play", "game", "dance", "hug", "tickle", "joke", "to go", "to do", "to see", "to try", "to eat", "into going", "into doing", "into seeing", "into trying", "hold me close", "held me close", "held me while", "hold my hand", "held my hand", "hold me tight", "held me tight", "through labour", "hold me when", "held me when", "held me as", "hold me as", "held my hair", "support", "comfort", "lift"] },
  { kind: "abuse", match: "hand|hands|arm|arms|fingers|belt|cord|rope|scarf|pillow *3 around|round|on|over|across *1 my|her *1 @NECK|face|mouth" , unless: ["massage", "necklace", "scarf on my neck", "my own", "my hand", "my hands", "pillow over my face to", "pillow over my face because", "baby"] },
  { kind: "abuse", match: "squeeze|squeezed|grab|grabbed|press|pressed|crush|crushed|pin|pinned|hold|held *2 my|her|me by the? *1 @NECK", unless: ["massage", "my own", "necklace"] },
  { kind: "abuse", match: "@PERSON *4 choke|choked|choking|strangle|strangled|strangling|throttle|suffocate|smother", unless: ["choke on", "choked on", "choking on", "baby", "toddler", "laugh", "tear", "up", "food", "sandwich", "water", "drink", "pill", "tablet", "cough"] },
  { kind: "abuse", match: "could not|can not *1 breathe *6 @PERSON|his hand|his hands|her hand|her hands", context: ["neck|throat|choke|strangle|hand|pin|pillow|sat on|on top|squeez"] },
  { kind: "abuse", match: "i|we *3 be|get *2 @STRIKE_STRONG", context: ["him|her|husband|partner|boyfriend|girlfriend|ex|wife|spouse|dad|father|stepdad|mother|mum|brother|fiance|home|house|relationship|marriage|night|again"], unless: ["boxing", "sparring", "game", "match", "race", "competition", "at tennis", "at chess", "quiz", "by a dog", "by a car", "by a bike", "by a ball", "mosquito", "bee", "wasp", "by the heat", "by tiredness", "by fatigue", "by my period", "cramp", "contraction", "by my own", "in the final", "traffic", "panic attack", "asthma attack", "heart attack", "anxiety attack", "migraine attack", "gallbladder attack", "attack of", "choked on", "choke on", "i be choke on", "i get choke on"] },
  { kind: "abuse", match: "i|we *3 be|get *2 @STRIKE *2 by *2 my? @PERSON", unless: ["boxing", "sparring", "game", "match", "tennis", "football", "by mistake", "accident", "baby", "toddler", "dog", "cat", "ball", "by his car", "by her car"] },
  { kind: "abuse", match: "@PERSON *4 threaten|threatens|threatened|threatening *4 me|us|her|to|kill|hurt|harm|take|post|share|leave me with nothing|kick|burn", unless: ["to leave", "to quit", "to break up", "to cancel", "to report me to hr", "to fire", "to sack", "boss", "manager", "landlord", "teacher", "to call the police on", "to sue", "to stop"] },
  { kind: "abuse", match: "threaten|threatens|threatened|threatening|threat|threats *4 kill|hurt|harm|take the|take my|take our|post|share|leak|send|burn|stab|shoot|strangle|beat|hit|end my|kick the baby", unless: ["boss", "manager", "landlord", "teacher", "to fire", "to sack", "to sue", "job", "work", "redundancy", "redundant"] },
  { kind: "abuse", match: "@PERSON *4 say|tell|told|text|message|warn|swear|promise *4 kill|hurt|harm|beat|stab|strangle|end|shoot|burn|break|murder|take *2 me|us|her|my|the baby|the kid|the kids|the children", unless: ["if i eat", "if i do not go to the gym", "if i skip", "if i miss", "joke", "joking", "haha", "when he see", "when she see", "spending", "bill", "credit card", "cake", "hair", "new bag", "shoes"] },
  { kind: "abuse", match: "kill|hurt|harm|beat|stab|strangle|shoot|murder *2 me|us|her|the baby|the kids|my kid|the children|the dog|my dog|the cat|my cat|my family|my mum|my parents|himself|herself *2 if i|if we|if she *3 leave|left|go|tell|told|call|report|try|say|talk|see|ever|do not|did not|take", unless: ["if she knew", "if he knew", "if they knew", "if she found out", "if he found out", "if they found out", "sister", "bestie", "best friend", "friend", "boss", "teacher", "joke", "joking", "haha", "spending", "bill", "credit card", "cake", "hair"] },
  { kind: "abuse", match: "@FEAR *2 of *2 @PARTNER", unless: ["snore", "snoring", "cooking", "driving", "reaction", "family", "mother", "mum", "car", "opinion", "joke", "feet", "singing", "dog", "spider", "his reaction to the bill", "snake", "commitment", "losing him", "losing her", "lose him", "lose her", "leaving him", "telling him", "telling my", "what he will think", "what he think", "what she think", "judgement", "disappoint", "letting him down", "hurting him", "hurting her", "being a", "becoming", "ending up like", "turning into", "being like", "the dentist", "needle", "his dog", "of him leaving", "of her leaving", "he will leave", "dying", "cancer", "him getting ill", "getting sick"] },
  { kind: "abuse", match: "@FEAR *3 he|she *3 will|would|going to|might|could *3 hurt|kill|hit|harm|beat|find me|find us|take the|take my|snap|lose his temper|lose it|get angry|go mad|attack" , unless: ["hurt himself", "hurt herself", "kill himself", "kill herself", "find out about the", "surprise", "present", "gift"] },
  { kind: "abuse", match: "@FEAR *2 to *2 go home|go back home|be at home|be home|be alone with him|be alone with her|leave him|leave her|tell him|tell her|say no to him|be in the house|sleep at home|fall asleep" , unless: ["scared to tell him i am pregnant", "tell him i am pregnant", "tell him about the baby", "tell her i am pregnant", "tell him the news", "tell her the news", "afraid to tell him about the bill", "present", "surprise", "gift", "dark", "ghost", "spider"] },
  { kind: "abuse", match: "not|never *2 feel *1 safe *3 home|house|him|her|partner|husband|boyfriend|relationship|marriage|bed|room|here|anymore|with", unless: ["gym", "park", "street", "area", "walking", "night out", "the dark", "alone at night", "uber", "taxi", "neighbourhood", "neighborhood", "job", "work", "hospital", "doctor", "midwife", "surgery", "contraception", "drug", "medication", "hrt", "pill", "vaccine", "product", "supplement", "exercise", "pregnant", "dye", "skin", "food", "eat", "water"] },
  { kind: "abuse", match: "not *1 safe *2 at home|in my home|in my own home|in the house|with him|with her|around him|around her|in my relationship|in my marriage" },
  { kind: "abuse", match: "walk *1 on *1 eggshell|eggshells" },
  { kind: "abuse", match: "@PERSON *4 not|never *1 let|allow *1 me|us *3 @AUTONOMY", unless: ["pay", "cook", "drive his car", "lift", "carry", "do the dishes", "help", "clean", "tidy", "do the washing", "wash up", "get up", "dessert", "cake", "chocolate", "another", "more", "new bag", "handbag", "shoes", "sleep on the sofa", "give up", "win", "forget", "stress", "worry", "blame myself", "apologise", "apologize", "feel bad", "feel guilty", "in the kitchen", "the remote", "pick the film", "choose the", "have the last", "have the remote", "get a word in", "finish", "sleep in", "lie in", "go to bed angry", "wake the", "snore", "baby", "toddler", "month old", "year old", "newborn", "cat", "dog", "contraction"] },
  { kind: "abuse", match: "@PERSON *4 control|controls|controlling|monitor|monitors|track|tracks|tracking|check|checks|checking|read|reads|go through|goes through *2 my|every|everything|what i|who i|where i|how much i|all my|all our|all the money|our money|our finances|the money|the finances|the bank|who i see", unless: ["as a kid", "as a child", "growing up", "when i be little", "when i be young", "when i be a kid", "as a teen", "blood pressure", "blood sugar", "temperature", "glucose", "weight for the doctor", "symptom", "cycle", "period", "ovulation", "the baby monitor", "baby", "app", "insulin", "heart rate", "oven", "boiler", "tyre", "car", "homework", "spelling", "cv", "essay", "email for typo", "grammar", "emails for", "sugar", "draft", "drafts", "speech", "blog", "book", "bp", "levels", "medication for me", "doctor", "gp", "midwife", "nurse", "consultant", "specialist", "dentist", "on me", "in on me", "the tracker", "tracker", "fitbit", "steps"] },
  { kind: "abuse", match: "@PERSON *4 take|took|takes|taking|keep|keeps|hide|hid|hides|smash|smashed|break|broke *2 my|our *1 money|wage|wages|salary|bank card|card|phone|car key|key|passport|benefit|benefits|pay|pill|pills|contraception|contraceptive|medication|inhaler|glasses", unless: ["by mistake", "accident", "accidentally", "to get it fixed", "fix", "fixed", "repair", "repaired", "mend", "to the shop", "to be repaired", "to repair", "to the garage", "for a walk", "to work by mistake", "borrow", "borrowed", "charge", "charger", "when his died", "screen protector", "case"] },
  { kind: "abuse", match: "@PERSON *4 isolate|isolated|isolating|cut|stop|stopped|stops|ban|banned|forbid|forbade|forbids *2 me|us *3 from|off *3 my friend|my family|friend|family|my mum|my sister|everyone|seeing|going|talking|working|leaving" , unless: ["for my own good after surgery", "gym", "sugar", "caffeine", "alcohol", "smoking", "doctor", "gp", "midwife", "surgery", "c section", "section"] },
  { kind: "abuse", match: "@PERSON *4 call|calls|called|calling *1 me *2 fat|stupid|ugly|worthless|useless|pathetic|whore|slut|bitch|disgusting|crazy|psycho|a cow|a pig|retard|thick|nothing|a failure|a bad mother", unless: ["joking", "joke", "haha", "teasing", "banter"] },
  { kind: "abuse", match: "@PERSON *4 force|forced|forcing|pressure|pressuring|pressured|make|making|made|push|pushing|pushed *3 me|her *3 abortion|terminate|termination|get rid of the baby|get rid of it|keep the baby|get pregnant|have a baby|come off|stop taking my pill|stop my pill", unless: ["gently", "encourage", "support", "doctor", "gp"] },
  { kind: "abuse", match: "tamper|tampered|mess|messed|poke|poked|prick|pricked|swap|swapped|replace|replaced|flush|flushed|hide|hid|throw away|threw away *4 pill|pills|contraception|condom|condoms|coil|injection|implant", unless: ["by accident", "accidentally", "toddler", "dog", "cat", "baby", "expired", "out of date"] },
  { kind: "abuse", match: "@PERSON *4 @STRIKE *3 while|when *2 i *1 be *1 pregnant|expecting", unless: ["baby", "toddler", "accident"] },
  { kind: "abuse", match: "@PERSON *3 abuse|abuses|abused|abusing|mistreat|mistreats|mistreated *1 me|us|her|the kids|my kids|our kids|the children" },
  { kind: "abuse", match: "@PERSON *2 be *2 abusive|violent|dangerous|controlling|coercive|scary when he|scary when she" , unless: ["haha", "remote", "tv", "thermostat", "kitchen", "tidy", "clean", "organis", "planning", "holiday", "dishwasher", "about the", "was he", "is he", "is she", "would he", "sexist"] },
  { kind: "abuse", match: "bruise|bruises|bruised|black eye|black eyes|marks|mark|cuts *4 he|she|him|her|husband|partner|boyfriend|ex *2 gave|give|left|leave|did|do|made|cause", unless: ["baby", "toddler", "bump into", "bumped into", "massage", "physio", "hickey", "love bite", "iron", "blood test", "injection", "vaccine", "easily"] },
  { kind: "abuse", match: "cover|covered|covering|hide|hid|hiding *2 the|my *1 bruise|bruises|black eye|marks|mark" , unless: ["acne", "spots", "scar", "stretch mark", "dark circle", "birthmark", "tattoo", "pimple", "makeup"] },
  { kind: "abuse", match: "escape|flee|fled|run away|get away|getting away|leaving *2 from? *2 him|her|my partner|my husband|my boyfriend|my ex|my wife|the relationship|an abusive|a violent" , context: ["safe|hurt|scared|afraid|hit|abuse|violent|refuge|police|kill|danger|control"] },
  { kind: "abuse", match: "refuge|safe house|womens aid|women aid|non molestation|restraining order|protection order|protective order|injunction|clare law|mar ac|idva", unless: ["tax refuge", "refuge from the heat", "refuge from the rain", "took refuge in", "seek refuge in"] },
  { kind: "abuse", match: "@PERSON *4 stalk|stalks|stalked|stalking|follow|follows|followed|following *2 me|us|her *3 everywhere|around|home|to work|to my|all the time|constantly", unless: ["instagram", "on social", "tiktok", "twitter", "on insta", "follows me on", "followed me on", "follow me on"] },
  { kind: "abuse", match: "stalk|stalked|stalking|stalker|harass|harassed|harassing", unless: ["celery", "instagram stalk", "stalk his instagram", "stalk her instagram", "facebook stalk", "stalking her instagram", "stalking his instagram", "corn", "broccoli", "plant", "flower", "at work by email", "by a brand", "by sales", "telemarket", "spam"] },

  // ---- Eating disorders (NHS: eating disorders; Beat; NICE NG69) --------------------------------------------------
  { kind: "eating-disorder", match: "anorexia|anorexic|bulimia|bulimic|eating disorder|binge eating disorder|arfid|orthorexia|pro anorexia|thinspo|thinspiration|pro ana|proana|osfed|ednos" , unless: ["athletica", "anorexia of ageing", "anorexia of aging", "anorexic thin", "naturally thin", "naturally slim", "always be petite", "always be slim", "always be thin", "recovered", "used to be", "used to have", "years ago", "in recovery for", "years clean", "awareness week", "documentary", "research", "statistic"] },
  { kind: "eating-disorder", match: "anorexia|anorexic|bulimia|bulimic|eating disorder|ed *4 back|coming back|creeping back|returning|relapse|relapsing|worse|again|take over|taking over|control" },
  { kind: "eating-disorder", match: "make|made|making|force|forced|forcing|get *1 myself *1 vomit|throw up|puke|purge|bring it up|bring up|be sick after|sick after", unless: ["drink", "wine", "cocktail", "hangover", "food poisoning", "bug", "migraine"] },
  { kind: "eating-disorder", match: "make|made|making|force|forced|forcing|get *1 myself *1 sick", unless: ["with worry", "with nerves", "with stress", "with anxiety", "from worry", "worry", "worrying", "stress", "eat too much", "eating too much", "ate too much", "laughing", "crying", "drink", "wine", "cocktail", "overdid", "overeat", "spinning", "roller coaster", "rollercoaster", "sugar", "sweets", "chocolate", "cake", "from eating", "from laughing", "running", "gym", "workout", "hangover", "ill"] },
  { kind: "eating-disorder", match: "@PURGE *4 after *3 eat|meal|meals|food|dinner|lunch|breakfast|binge|bingeing|binging|snack|every|i eat", context: ["lose weight|lose|weight|fat|purpose|on purpose|myself|so i do not|gain|compensate|calorie|thin|disgust|guilt|guilty|empty|binge|control|hide|hiding|secret|secretly"], unless: ["@ILLNESS", "pregnant", "pregnancy"] },
  { kind: "eating-disorder", match: "finger|fingers|toothbrush|spoon *2 down *2 my|her *1 throat" },
  { kind: "eating-disorder", match: "@NOT_EAT *4 in|for|since *2 #2+|few|couple|several|many|a *1 @DAYS", unless: ["@ILLNESS", "pregnant", "surgery", "operation", "fasting for", "ramadan", "lent", "baby", "toddler", "newborn", "month old", "year old", "son", "daughter", "dog", "cat", "mum", "dad", "grandma", "nan"] },
  { kind: "eating-disorder", match: "@NOT_EAT *4 #2+|few|couple|several|many|a *1 @DAYS", unless: ["@ILLNESS", "pregnant", "surgery", "operation", "fasting for", "ramadan", "lent", "baby", "toddler", "newborn", "month old", "year old", "son", "daughter", "dog", "cat", "mum", "dad", "grandma", "nan", "a day off"] },
  { kind: "eating-disorder", match: "starve|starving|starved *1 myself", unless: ["of sleep", "of fun", "of attention"] },
  { kind: "eating-disorder", match: "laxative|laxatives|diet pill|diet pills|water pill|water pills|diuretic|diuretics|slimming pill|appetite suppressant|ozempic|wegovy|mounjaro *6 @WEIGHT|thin|skinny|fat|flat stomach|after i eat|after eating|after every|every day|everyday|a day|each day|empty|purge|binge", unless: ["constipation", "constipated", "pregnant", "pregnancy", "doctor prescribed", "gp prescribed", "prescribed by", "diabetes", "diabetic", "blood pressure", "heart failure", "ibs", "bowel prep", "colonoscopy", "opioid", "iron"] },
  { kind: "eating-disorder", match: "#<800 *1 calorie|calories|cals|kcal|cal *3 a|per|each|every *0 day", unless: ["snack", "breakfast", "lunch", "dinner", "per serving", "serving", "per 100", "a bar", "this bar", "recipe", "portion", "bowl", "smoothie", "drink", "muffin", "cookie", "biscuit", "for a", "per meal", "over"] },
  { kind: "eating-disorder", match: "only|under|less than|no more than|max|maximum|limit myself to *3 #<800 *1 calorie|calories|cals|kcal|cal", unless: ["snack", "breakfast", "lunch", "dinner", "per serving", "serving", "per 100", "bar", "recipe", "portion", "bowl", "smoothie", "drink", "muffin", "cookie", "biscuit", "per meal", "meal"] },
  { kind: "eating-disorder", match: "binge|binges|binged|bingeing|binging *3 eat|eating|food|ate|purge|purging|sick|vomit|throw up|starve|restrict|compensate|every night|and hide|secretly|in secret|out of control|can not stop", unless: ["watch", "tv", "netflix", "series", "show", "box set", "boxset", "podcast", "book", "read"] },
  { kind: "eating-disorder", match: "exercise|run|workout|work out|gym|train *6 burn off|work off|make up for|compensate for|earn|cancel out *3 every|all|what i ate|what i eat|everything|every calorie|the calories|my food|any food|food|meal|meals", unless: ["sometimes", "occasionally", "treat", "christmas", "weekend"] },
  { kind: "eating-disorder", match: "@FEAR *2 of|to *1 eat|eating|food|gain weight|gaining weight|gaining|get fat|getting fat|put on weight|putting on weight|weight gain|calorie|calories", unless: ["gluten", "allerg", "coeliac", "celiac", "nut", "shellfish", "food poisoning", "choke", "choking", "listeria", "raw", "undercooked", "undercook", "soft cheese", "sushi", "pate", "reflux", "heartburn", "ibs", "crohn", "colitis", "sick again", "morning sickness", "nausea", "vomit", "throw up again", "being sick", "pain", "bloat", "gastritis", "ulcer", "gallbladder", "gallstone", "hypo", "blood sugar", "diabet"] },
  { kind: "eating-disorder", match: "restrict|restricting|restricted|restriction *3 food|eating|calories|myself|again|relapse|what i eat|my intake", unless: ["dietitian", "low fodmap", "fodmap", "elimination diet", "allerg", "gluten", "coeliac", "celiac", "doctor", "gp", "kidney", "diabet", "salt", "sodium", "sugar intake", "alcohol", "caffeine", "blood flow", "movement", "range of motion", "screen time"] },
  { kind: "eating-disorder", match: "chew|chewing|chewed *2 and|then *1 spit|spitting|spat" },
  { kind: "eating-disorder", match: "purge|purging|purged|purges", unless: ["bowel prep", "colonoscopy", "closet", "wardrobe", "declutter", "juice cleanse", "cleanse", "detox tea", "social media", "email", "inbox"] },
  { kind: "eating-disorder", match: "relapse|relapsed|relapsing|recovery *4 eat|eating|food|ed|anorexia|bulimia|restrict|purging|purge|binge|weight", unless: ["alcohol", "drink", "smoking", "drug", "gambling", "back pain", "injury", "msk", "knee", "running"] },
  { kind: "eating-disorder", match: "@NOT_EAT *3 so i *2 lose|get|be|stay|fit|feel|not gain|look|can" },
  { kind: "eating-disorder", match: "skip|skipping|skipped *2 meal|meals|eating|food|breakfast|lunch|dinner *3 to *2 lose|get|be|stay|not gain|look|thin|skinny|fit into", unless: ["fast", "fasting", "16 8", "intermittent"] },
  { kind: "eating-disorder", match: "hate|disgust|disgusted|disgusting|ashamed|repulsed *3 myself|my body|me *5 eat|ate|eating|food|meal|fat|not eat" , unless: ["too much cake", "christmas", "so full", "overeat", "overate", "too much"] },
  { kind: "eating-disorder", match: "weigh|weighing *2 myself *3 #3+|every|several|all day|after every|constantly|obsess" },

  // ---- Distress (NHS: depression, anxiety; Samaritans) --------------------------------------------------------
  { kind: "distress", match: "depressed|depression|hopeless|hopelessness|worthless|helpless|breakdown|despair|desperate|empty inside|numb inside|suicidal", unless: ["post natal depression screening", "depression screening", "economic depression", "great depression", "button", "breakdown of", "cost breakdown", "the breakdown", "a breakdown of", "nutritional breakdown", "macro", "tropical depression", "car", "van", "desperate for a wee", "desperate for a coffee", "desperate for a", "desperate to try", "desperate to know", "desperate to get pregnant", "desperate for a baby", "desperate for a wee", "desperate to"] },
  { kind: "distress", match: "panic attack|panic attacks|anxiety attack|anxiety attacks" },
  { kind: "distress", match: "can not|could not *1 cope|take it|handle it|handle this|do this|go on like this", unless: ["heat", "cold", "coffee", "sugar", "spice", "dairy", "gluten", "caffeine", "smell", "noise", "hot flush", "flush", "spicy", "the taste", "the texture", "itch", "cope with the", "do this workout", "do this exercise", "do this pose", "do this stretch", "do this recipe", "handle spicy", "handle dairy", "handle caffeine"] },
  { kind: "distress", match: "hate *1 myself|my life|everything|being alive|who i be" },
  { kind: "distress", match: "feel|feeling|be *2 so|really|completely|totally|utterly|very *1 alone|lonely|empty|lost|numb|broken", unless: ["get better", "getting better", "better now", "ok now", "okay now", "fine now", "about which", "about what", "about how", "which", "choose", "decide", "what to do about", "about my options", "in the gym", "at the gym", "lost weight", "lost my keys", "lost my phone", "lost the", "empty stomach", "nest", "stomach", "bladder", "tank", "house", "full", "numb toe", "numb finger", "numb feet", "numb hand", "numb leg", "numb arm", "numb lip", "numb face", "numb after", "anaesthetic", "injection", "dentist", "epidural", "broken arm", "broken leg", "broken wrist", "broken toe", "broken bone", "broken finger", "broken phone", "broken sleep", "broken washing"] },
  { kind: "distress", match: "falling apart|fall apart|fell apart|crying all the time|cry every day|cry all day|crying every day|crying all day|can not stop crying|could not stop crying|not okay|not ok|not alright|in a dark place|dark thoughts|dark place|intrusive thoughts", unless: ["advert", "adverts", "at everything", "hormone", "hormonal", "laugh", "film", "movie", "book", "sad film", "wedding", "happy tear", "happy crying", "baby can not stop crying", "baby", "toddler", "newborn", "son", "daughter", "month old", "year old", "cake", "sofa", "shoe", "car", "house", "plan", "okay to", "ok to", "is it okay", "is it ok", "is that okay", "is this okay", "not okay for", "not ok for", "not okay with", "not ok with", "not okay if", "not ok if"] },
];

/**
 * Whole searches that are a risk signal on their own: short queries a reader types when she is in it, though
 * too common in ordinary writing for chat to react to. A query counts when it is one of these, alone or with
 * a few words of asking ("what to do", "help", "signs of").
 */
export const RISK_SEARCH_WORDS: Record<RiskKind, readonly string[]> = {
  "self-harm": ["die", "dying", "suicide", "cutting", "self injury", "unalive", "want to die", "end my life", "how to die", "painless death"],
  overdose: ["overdose", "overdosed", "took too many", "too many tablets", "too many pills", "paracetamol overdose", "swallowed pills", "poisoning"],
  "medical-emergency": [
    "ectopic", "ectopic pregnancy", "ectopic signs", "bleeding in pregnancy", "pregnancy bleeding", "bleeding pregnant",
    "heavy bleeding", "miscarrying", "miscarriage bleeding", "chest pain", "chest pains", "heart attack",
    "heart attack symptoms", "stroke", "stroke symptoms", "stroke signs", "anaphylaxis", "anaphylactic shock",
    "allergic reaction throat", "baby not moving", "reduced fetal movements", "reduced movements",
  ],
  "sexual-violence": ["rape", "raped", "sexual assault", "sexually assaulted", "sexual abuse", "consent", "spiked", "drink spiked"],
  abuse: ["abuse", "abused", "violence", "assault", "stalking", "stalked", "controlling partner", "controlling husband", "domestic abuse", "coercive control", "strangled", "choked"],
  "eating-disorder": ["anorexia", "bulimia", "eating disorder", "purging", "binge eating", "starving myself", "laxatives weight loss"],
  distress: ["anxiety", "crisis", "crying", "lonely", "grief", "hopeless", "depressed", "depression"],
};

/** Words of asking a search may carry around a risk word and still be the same search. */
export const SEARCH_FILLERS: readonly string[] = [
  "what", "to", "do", "help", "i", "am", "my", "me", "signs", "sign", "of", "symptoms", "symptom", "what to do",
  "if", "after", "how", "the", "a", "an", "in", "is", "are", "need", "support", "now", "am i", "when", "you",
  "someone", "she", "he", "was", "been", "have", "has", "had", "just", "is it", "and", "or", "with",
];

/** Queries that contain a search word but ask about something else (supplement levels, not a crisis). */
export const SEARCH_NOT_RISK: readonly string[] = [
  "vitamin", "supplement", "magnesium", "zinc", "calcium", "melatonin", "iron", "folic", "omega", "caffeine",
  "protein", "vitamins",
];

/** Where each kind's words and help were checked: the pages a reviewer reads them against. */
export const RISK_SOURCES: Record<RiskKind, readonly { name: string; url: string }[]> = {
  "self-harm": [
    { name: "NHS: Help for suicidal thoughts", url: "https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/behaviours/help-for-suicidal-thoughts/" },
    { name: "NHS: Self-harm", url: "https://www.nhs.uk/mental-health/conditions/self-harm/" },
    { name: "Samaritans", url: "https://www.samaritans.org/" },
    { name: "988 Suicide & Crisis Lifeline", url: "https://988lifeline.org/" },
  ],
  overdose: [
    { name: "NHS: Paracetamol for adults (if you take too much)", url: "https://www.nhs.uk/medicines/paracetamol-for-adults/" },
    { name: "NHS: Poisoning", url: "https://www.nhs.uk/conditions/poisoning/" },
    { name: "America's Poison Centers (Poison Control)", url: "https://www.poison.org/" },
  ],
  "medical-emergency": [
    { name: "NHS: Ectopic pregnancy symptoms", url: "https://www.nhs.uk/conditions/ectopic-pregnancy/symptoms/" },
    { name: "NHS: Vaginal bleeding in pregnancy", url: "https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/vaginal-bleeding/" },
    { name: "NHS: Your baby's movements", url: "https://www.nhs.uk/pregnancy/keeping-well/your-babys-movements/" },
    { name: "Tommy's: pregnancy symptoms to look out for", url: "https://www.tommys.org/pregnancy-information/symptoms" },
    { name: "NHS: Chest pain", url: "https://www.nhs.uk/conditions/chest-pain/" },
    { name: "NHS: Stroke symptoms", url: "https://www.nhs.uk/conditions/stroke/symptoms/" },
    { name: "NHS: Anaphylaxis", url: "https://www.nhs.uk/conditions/anaphylaxis/" },
    { name: "NICE NG126: Ectopic pregnancy and miscarriage", url: "https://www.nice.org.uk/guidance/ng126" },
  ],
  "sexual-violence": [
    { name: "NHS: Help after rape and sexual assault", url: "https://www.nhs.uk/live-well/sexual-health/help-after-rape-and-sexual-assault/" },
    { name: "Rape Crisis England & Wales", url: "https://rapecrisis.org.uk/" },
    { name: "RAINN", url: "https://rainn.org/" },
  ],
  abuse: [
    { name: "NHS: Getting help for domestic violence and abuse", url: "https://www.nhs.uk/live-well/getting-help-for-domestic-violence/" },
    { name: "NHS: Domestic abuse in pregnancy", url: "https://www.nhs.uk/pregnancy/support/domestic-abuse-in-pregnancy/" },
    { name: "Refuge: National Domestic Abuse Helpline", url: "https://www.nationaldahelpline.org.uk/" },
    { name: "NICE PH50: Domestic violence and abuse", url: "https://www.nice.org.uk/guidance/ph50" },
    { name: "National Domestic Violence Hotline (US)", url: "https://www.thehotline.org/" },
  ],
  "eating-disorder": [
    { name: "NHS: Eating disorders", url: "https://www.nhs.uk/mental-health/conditions/eating-disorders/overview/" },
    { name: "Beat", url: "https://www.beateatingdisorders.org.uk/" },
    { name: "NICE NG69: Eating disorders", url: "https://www.nice.org.uk/guidance/ng69" },
    { name: "NEDA", url: "https://www.nationaleatingdisorders.org/" },
  ],
  distress: [
    { name: "NHS: Depression in adults", url: "https://www.nhs.uk/mental-health/conditions/depression-in-adults/overview/" },
    { name: "Samaritans", url: "https://www.samaritans.org/" },
  ],
};

/** When the lexicon was last read against its sources, and when it is next due (as the articles carry). */
export const LEXICON_REVIEW = { lastReviewed: "2026-12-06", nextReview: "2027-06-06" } as const;
