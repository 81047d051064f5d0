/**
 * Readers' own words for symptoms, feelings and body changes, mapped to the words our articles, quizzes and
 * tools use for them. Search reads a phrase here as one thought: "can't catch my breath" finds what the site
 * says about breathlessness, "bloated all the time" what it says about bloating. Reviewed like an article:
 * each phrase says where it comes from (the NHS page that lists the symptom in readers' words, or why readers
 * say it). Editors add more from the admin (Search words); those are kept in the database with who added them.
 *
 * `phrase`: as a reader types it (case, apostrophes and US/UK spelling do not matter). `means`: the words the
 * site's pages use, at least one of which a page holds (a test checks every one against the built-in content).
 * Risk language is never here: the one risk detector reads it (decision 037).
 */
export type LayPhrase = { phrase: string; means: string; source: string };

const NHS_MENOPAUSE = "NHS, Menopause: symptoms (nhs.uk/conditions/menopause/symptoms)";
const NHS_TIRED = "NHS, Tiredness and fatigue (nhs.uk/conditions/tiredness-and-fatigue)";
const NHS_IRON = "NHS, Iron deficiency anaemia: symptoms (nhs.uk/conditions/iron-deficiency-anaemia)";
const NHS_INSOMNIA = "NHS, Insomnia (nhs.uk/conditions/insomnia)";
const NHS_STRESS = "NHS Every Mind Matters, Stress: signs and symptoms (nhs.uk/every-mind-matters)";
const NHS_ANXIETY = "NHS, Generalised anxiety disorder in adults: symptoms (nhs.uk/mental-health)";
const NHS_LOW_MOOD = "NHS, Low mood, sadness and depression (nhs.uk/mental-health)";
const NHS_HEAVY = "NHS, Heavy periods (nhs.uk/conditions/heavy-periods)";
const NHS_PERIOD_PAIN = "NHS, Period pain (nhs.uk/conditions/period-pain)";
const NHS_BLOATING = "NHS, Bloating (nhs.uk/conditions/bloating)";
const NHS_CONSTIPATION = "NHS, Constipation (nhs.uk/conditions/constipation)";
const NHS_PALPITATIONS = "NHS, Heart palpitations (nhs.uk/conditions/heart-palpitations)";
const NHS_BREATH = "NHS, Shortness of breath (nhs.uk/conditions/shortness-of-breath)";
const NHS_JOINTS = "NHS, Joint pain (nhs.uk/conditions/joint-pain)";
const NHS_OSTEOPOROSIS = "NHS, Osteoporosis (nhs.uk/conditions/osteoporosis)";
const NHS_UTI = "NHS, Urinary tract infections (nhs.uk/conditions/urinary-tract-infections-utis)";
const NHS_PMS = "NHS, Premenstrual syndrome (nhs.uk/conditions/premenstrual-syndrome)";
const NHS_IRREGULAR = "NHS, Irregular periods (nhs.uk/conditions/irregular-periods)";
const NHS_HAIR = "NHS, Hair loss (nhs.uk/conditions/hair-loss)";
const NHS_LOW_BP = "NHS, Low blood pressure (hypotension) (nhs.uk/conditions/low-blood-pressure-hypotension)";
const SLANG = (meaning: string) => `Everyday (UK and US) way of saying ${meaning}`;

export const layVocabulary: readonly LayPhrase[] = [
  // Tiredness.
  { phrase: "always tired", means: "fatigue tired iron", source: NHS_TIRED },
  { phrase: "tired all the time", means: "fatigue tired iron", source: NHS_TIRED },
  { phrase: "no energy", means: "fatigue tired energy", source: NHS_TIRED },
  { phrase: "low energy", means: "fatigue tired energy", source: NHS_TIRED },
  { phrase: "zero energy", means: "fatigue tired energy", source: NHS_TIRED },
  { phrase: "exhausted", means: "fatigue tired", source: NHS_TIRED },
  { phrase: "exhaustion", means: "fatigue tired", source: NHS_TIRED },
  { phrase: "knackered", means: "fatigue tired", source: SLANG("very tired (UK)") },
  { phrase: "shattered", means: "fatigue tired", source: SLANG("very tired (UK)") },
  { phrase: "wiped out", means: "fatigue tired", source: SLANG("very tired") },
  { phrase: "worn out", means: "fatigue tired", source: SLANG("very tired") },
  { phrase: "running on empty", means: "fatigue tired", source: SLANG("having no energy left") },
  { phrase: "drained", means: "fatigue tired stress", source: SLANG("tired out, often by stress") },
  { phrase: "sluggish", means: "fatigue tired", source: SLANG("slow and tired") },
  { phrase: "need a nap every day", means: "fatigue tired sleep", source: NHS_TIRED },
  { phrase: "get up and go", means: "fatigue tired energy", source: SLANG("energy and drive ('no get up and go')") },
  { phrase: "feel weak", means: "fatigue tired muscle strength", source: SLANG("feeling physically weak") },
  { phrase: "feeling weak", means: "fatigue tired muscle strength", source: SLANG("feeling physically weak") },
  // Iron and breath.
  { phrase: "anaemic", means: "anemia iron", source: NHS_IRON },
  { phrase: "pale and tired", means: "iron anemia fatigue", source: NHS_IRON },
  { phrase: "craving ice", means: "iron pica", source: NHS_IRON },
  { phrase: "chewing ice", means: "iron pica", source: NHS_IRON },
  { phrase: "restless legs", means: "restless legs iron sleep", source: NHS_IRON },
  { phrase: "out of breath", means: "breathless breath iron heart", source: NHS_BREATH },
  { phrase: "can't catch my breath", means: "breathless breath iron heart", source: NHS_BREATH },
  { phrase: "short of breath", means: "breathless breath iron heart", source: NHS_BREATH },
  { phrase: "puffed out on the stairs", means: "breathless breath iron heart", source: NHS_BREATH },
  { phrase: "out of puff", means: "breathless breath iron heart", source: NHS_BREATH },
  { phrase: "heart pounding", means: "palpitations heart", source: NHS_PALPITATIONS },
  { phrase: "heart racing", means: "palpitations heart", source: NHS_PALPITATIONS },
  { phrase: "heart fluttering", means: "palpitations heart", source: NHS_PALPITATIONS },
  { phrase: "heart skipping beats", means: "palpitations heart", source: NHS_PALPITATIONS },
  { phrase: "dizzy when i stand up", means: "blood pressure heart", source: NHS_LOW_BP },
  { phrase: "light headed when i stand up", means: "blood pressure heart", source: NHS_LOW_BP },
  { phrase: "lightheaded when i stand up", means: "blood pressure heart", source: NHS_LOW_BP },
  { phrase: "head rush", means: "blood pressure heart", source: NHS_LOW_BP },
  // Sleep.
  { phrase: "can't sleep", means: "insomnia sleep", source: NHS_INSOMNIA },
  { phrase: "can't fall asleep", means: "insomnia sleep", source: NHS_INSOMNIA },
  { phrase: "can't stay asleep", means: "insomnia sleep", source: NHS_INSOMNIA },
  { phrase: "waking up at night", means: "insomnia sleep waking", source: NHS_INSOMNIA },
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
  // Stress, worry and mood.
  { phrase: "stressed out", means: "stress", source: NHS_STRESS },
  { phrase: "overwhelmed", means: "stress overwhelmed", source: NHS_STRESS },
  { phrase: "frazzled", means: "stress", source: SLANG("worn out by stress") },
  { phrase: "burnt out", means: "stress burnout fatigue", source: NHS_STRESS },
  { phrase: "at the end of my rope", means: "stress", source: SLANG("unable to cope any more") },
  { phrase: "on edge", means: "anxiety stress", source: NHS_ANXIETY },
  { phrase: "worrying all the time", means: "anxiety stress worry", source: NHS_ANXIETY },
  { phrase: "nervous all the time", means: "anxiety stress", source: NHS_ANXIETY },
  { phrase: "jittery", means: "anxiety stress", source: NHS_ANXIETY },
  { phrase: "panicky", means: "anxiety stress panic", source: NHS_ANXIETY },
  { phrase: "butterflies in my stomach", means: "anxiety stress", source: NHS_ANXIETY },
  { phrase: "clenching my jaw", means: "stress tension", source: NHS_STRESS },
  { phrase: "tense shoulders", means: "stress tension", source: NHS_STRESS },
  { phrase: "low mood", means: "mood depression", source: NHS_LOW_MOOD },
  { phrase: "feeling down", means: "mood depression", source: NHS_LOW_MOOD },
  { phrase: "feeling low", means: "mood depression", source: NHS_LOW_MOOD },
  { phrase: "feeling flat", means: "mood depression", source: NHS_LOW_MOOD },
  { phrase: "feeling blue", means: "mood depression", source: NHS_LOW_MOOD },
  { phrase: "fed up", means: "mood", source: NHS_LOW_MOOD },
  { phrase: "teary", means: "mood", source: NHS_LOW_MOOD },
  { phrase: "crying for no reason", means: "mood menopause", source: NHS_MENOPAUSE },
  { phrase: "mood swings", means: "mood menopause irritability", source: NHS_MENOPAUSE },
  { phrase: "snappy", means: "irritability mood", source: NHS_MENOPAUSE },
  { phrase: "short tempered", means: "irritability mood", source: NHS_MENOPAUSE },
  { phrase: "grumpy", means: "irritability mood", source: NHS_MENOPAUSE },
  { phrase: "irritable", means: "irritability mood", source: NHS_MENOPAUSE },
  { phrase: "cranky", means: "irritability mood", source: NHS_MENOPAUSE },
  { phrase: "ratty", means: "irritability mood", source: SLANG("irritable (UK)") },
  { phrase: "weepy", means: "mood", source: NHS_LOW_MOOD },
  { phrase: "tearful", means: "mood", source: NHS_LOW_MOOD },
  { phrase: "lonely", means: "connected mood", source: "Stress and your body: 'Stay connected'" },
  // Menopause.
  { phrase: "the change", means: "menopause", source: SLANG("menopause") },
  { phrase: "change of life", means: "menopause", source: SLANG("menopause") },
  { phrase: "night sweats", means: "sweats menopause", source: NHS_MENOPAUSE },
  { phrase: "waking up drenched", means: "sweats menopause", source: NHS_MENOPAUSE },
  { phrase: "sweating at night", means: "sweats menopause", source: NHS_MENOPAUSE },
  { phrase: "sweating buckets", means: "sweats menopause", source: NHS_MENOPAUSE },
  { phrase: "waking up soaked", means: "sweats menopause", source: NHS_MENOPAUSE },
  { phrase: "soaked in sweat", means: "sweats menopause", source: NHS_MENOPAUSE },
  { phrase: "drenched in sweat", means: "sweats menopause", source: NHS_MENOPAUSE },
  { phrase: "suddenly boiling hot", means: "flashes menopause", source: NHS_MENOPAUSE },
  { phrase: "sudden heat", means: "flashes menopause", source: NHS_MENOPAUSE },
  { phrase: "heat in my face", means: "flashes menopause", source: NHS_MENOPAUSE },
  { phrase: "hot face", means: "flashes menopause", source: NHS_MENOPAUSE },
  { phrase: "face goes red", means: "flashes menopause", source: NHS_MENOPAUSE },
  { phrase: "brain fog", means: "fog concentrating menopause", source: NHS_MENOPAUSE },
  { phrase: "foggy head", means: "fog concentrating menopause", source: NHS_MENOPAUSE },
  { phrase: "foggy", means: "fog concentrating menopause", source: NHS_MENOPAUSE },
  { phrase: "can't concentrate", means: "concentrating concentration fog", source: NHS_MENOPAUSE },
  { phrase: "can't think straight", means: "concentrating fog stress", source: NHS_MENOPAUSE },
  { phrase: "forgetful", means: "memory fog menopause", source: NHS_MENOPAUSE },
  { phrase: "losing my words", means: "memory fog menopause", source: NHS_MENOPAUSE },
  { phrase: "memory getting worse", means: "memory fog menopause", source: NHS_MENOPAUSE },
  { phrase: "memory problems", means: "memory fog menopause", source: NHS_MENOPAUSE },
  { phrase: "bad memory", means: "memory fog menopause", source: NHS_MENOPAUSE },
  { phrase: "forgetting things", means: "memory fog menopause", source: NHS_MENOPAUSE },
  { phrase: "can't remember things", means: "memory fog menopause", source: NHS_MENOPAUSE },
  { phrase: "dry down there", means: "vaginal dryness menopause", source: NHS_MENOPAUSE },
  { phrase: "sex hurts", means: "vaginal dryness menopause", source: NHS_MENOPAUSE },
  { phrase: "low sex drive", means: "libido menopause", source: NHS_MENOPAUSE },
  { phrase: "no sex drive", means: "libido menopause", source: NHS_MENOPAUSE },
  { phrase: "periods all over the place", means: "irregular period perimenopause", source: NHS_IRREGULAR },
  { phrase: "periods getting further apart", means: "irregular period perimenopause", source: NHS_IRREGULAR },
  { phrase: "missed period", means: "period perimenopause", source: NHS_IRREGULAR },
  { phrase: "no period", means: "period perimenopause menopause", source: NHS_IRREGULAR },
  // Periods.
  { phrase: "heavy periods", means: "heavy period bleeding iron", source: NHS_HEAVY },
  { phrase: "flooding", means: "heavy period bleeding", source: NHS_HEAVY },
  { phrase: "passing clots", means: "heavy period bleeding", source: NHS_HEAVY },
  { phrase: "painful periods", means: "period cramps pain", source: NHS_PERIOD_PAIN },
  { phrase: "period pain", means: "period cramps pain", source: NHS_PERIOD_PAIN },
  { phrase: "tummy cramps", means: "cramps period", source: NHS_PERIOD_PAIN },
  { phrase: "time of the month", means: "period menstrual", source: SLANG("a period") },
  { phrase: "on my period", means: "period menstrual", source: SLANG("having a period") },
  { phrase: "PMT", means: "pms premenstrual", source: NHS_PMS },
  { phrase: "before my period", means: "pms premenstrual", source: NHS_PMS },
  // Gut.
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
  // Bones, joints, muscles.
  { phrase: "aching joints", means: "joint joints pain menopause", source: NHS_JOINTS },
  { phrase: "achy joints", means: "joint joints pain menopause", source: NHS_JOINTS },
  { phrase: "stiff joints", means: "joint joints", source: NHS_JOINTS },
  { phrase: "creaky knees", means: "joint joints", source: NHS_JOINTS },
  { phrase: "achy knees", means: "joint joints pain menopause", source: NHS_JOINTS },
  { phrase: "sore knees", means: "joint joints pain menopause", source: NHS_JOINTS },
  { phrase: "knee pain", means: "joint joints pain menopause", source: NHS_JOINTS },
  { phrase: "sore joints", means: "joint joints pain menopause", source: NHS_JOINTS },
  { phrase: "tight muscles", means: "muscle recovery roller", source: SLANG("muscles that ache or feel stiff, often after exercise") },
  { phrase: "sore muscles", means: "muscle recovery roller", source: SLANG("muscles that ache or feel stiff, often after exercise") },
  { phrase: "stiff muscles", means: "muscle recovery roller", source: SLANG("muscles that ache or feel stiff, often after exercise") },
  { phrase: "roll out", means: "roller foam muscle", source: SLANG("easing sore muscles with a foam roller") },
  { phrase: "brittle bones", means: "osteoporosis bone", source: NHS_OSTEOPOROSIS },
  { phrase: "thinning bones", means: "osteoporosis bone", source: NHS_OSTEOPOROSIS },
  { phrase: "losing height", means: "osteoporosis bone", source: NHS_OSTEOPOROSIS },
  { phrase: "losing muscle", means: "muscle strength", source: "Strength training for women: 'Why muscle matters'" },
  { phrase: "as i get older", means: "age midlife older", source: SLANG("ageing") },
  { phrase: "getting weaker", means: "muscle strength", source: "Strength training for women: 'Why muscle matters'" },
  { phrase: "flabby arms", means: "muscle strength", source: SLANG("losing muscle tone") },
  { phrase: "belly fat", means: "waist weight menopause", source: "Heart health after menopause: waist size" },
  { phrase: "middle age spread", means: "waist weight menopause", source: SLANG("weight gained around the middle in midlife") },
  { phrase: "menopause belly", means: "waist weight menopause", source: SLANG("weight gained around the middle in midlife") },
  // Bladder, skin and hair.
  { phrase: "burning when i pee", means: "uti urinary", source: NHS_UTI },
  { phrase: "stings when i wee", means: "uti urinary", source: NHS_UTI },
  { phrase: "peeing all the time", means: "uti urinary", source: NHS_UTI },
  { phrase: "hair falling out", means: "hair loss iron", source: NHS_HAIR },
  { phrase: "thinning hair", means: "hair loss iron", source: NHS_HAIR },
  { phrase: "spots", means: "acne skin", source: SLANG("acne (UK)") },
  { phrase: "breakouts", means: "acne skin", source: SLANG("acne") },
  { phrase: "saggy skin", means: "collagen skin", source: SLANG("skin losing firmness") },
  { phrase: "wrinkles", means: "collagen skin", source: SLANG("skin ageing") },
];
