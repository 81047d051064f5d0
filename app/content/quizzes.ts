/**
 * The five built-in quizzes, in journey order. Each option scores 1 to 4, where 4 is
 * the habit most strongly linked to good health in the research. Results are bands on the scale the answers
 * can reach, (score − minimum) / (maximum − minimum): a band with `upToPercent` applies when that is at most
 * the percent; the last band (no `upToPercent`) applies above every threshold. A red-flag answer caps the
 * headline at the band that asks for attention (safety outranks the spec's thresholds: docs/decisions).
 *
 * Questions draw on widely used public-health guidance: 7-9 hours of sleep for adults (AASM / NSF),
 * 150 minutes of moderate activity plus two strength sessions a week (WHO 2020), five or more portions of
 * fruit and vegetables and plenty of fiber (WHO, NHS Eatwell), around 2 liters of fluid a day (EFSA), and
 * the items of validated screening tools such as the Perceived Stress Scale and Pittsburgh Sleep Quality Index.
 * The quizzes are reflective self-checks, not diagnostic tests.
 */

export type QuizIcon = "sparkles" | "brain" | "moon" | "apple" | "activity";

export type QuizOption = { text: string; score: 1 | 2 | 3 | 4 };
/**
 * A red flag: an answer at the worst end that calls for help on its own, whatever the total. `distress`
 * flags (overwhelm, stress that does not lift) bring the crisis help into the result; `health` flags
 * (too little sleep, an insomnia pattern, daily physical signs) a doctor's check.
 */
export type RedFlag = "distress" | "health";
/**
 * The help a worst-end note names a risk for: "crisis" (thoughts of harming yourself, depression) brings the
 * crisis lines, "eating" (an eating disorder) Beat and NEDA. Wherever such a note is shown, its lines are too.
 */
export type NoteSupport = "crisis" | "eating";
export type QuizQuestion = {
  question: string;
  options: [QuizOption, QuizOption, QuizOption, QuizOption];
  /**
   * Shown with the result whenever the answer at the worst end (score 1) was chosen, whatever the total:
   * it names the answer, says what to do, and when to see a professional.
   */
  worstAnswerNote: string;
  /**
   * Set when the worst-end answer is a red flag on its own; the answer one step from it on two such
   * questions is a red-flag pattern too (stress piling up "fairly often" with physical signs most weeks).
   */
  redFlag?: RedFlag;
  /** A few words naming what the question asks about, for the result's list of answers ("feeling overwhelmed"). */
  topic: string;
  /** The lines the note's risk calls for, shown whenever the note is. */
  support?: NoteSupport;
};
/**
 * `asksForAttention`: the band a red-flag pattern caps the headline at (the spec's titles stay). `reassuring`:
 * a headline that tells her all is well, given only when no answer leans to the harder end. The band between
 * (the snapshot's second, and for the two-band quizzes a band added for safety, decision 022) takes every
 * other answer set the total would put higher. A message's first sentence says plainly where she stands.
 */
export type QuizResultBand = {
  upToPercent?: number;
  title: string;
  message: string;
  asksForAttention?: true;
  reassuring?: true;
};
/** `restrictive`: a plan that cuts foods out (the vegan meal plans), never offered beside an eating-disorder signal. */
export type QuizLink = { path: string; label: string; restrictive?: true };
export type Quiz = {
  id: string;
  title: string;
  description: string;
  icon: QuizIcon;
  questions: QuizQuestion[];
  results: QuizResultBand[];
  /** The matching article and tool, linked from every result. */
  readNext: { article: QuizLink; tool: QuizLink };
  /** Results show the crisis lines (app/content/crisis.ts). */
  crisisResources?: boolean;
  /** When to see a professional, shown with every result whose answers lean to the worse end. */
  professionalAdvice: string;
};

function q(
  topic: string,
  question: string,
  options: [string, string, string, string],
  worstAnswerNote: string,
  redFlag?: RedFlag,
  support?: NoteSupport,
): QuizQuestion {
  return {
    topic,
    question,
    ...(redFlag ? { redFlag } : {}),
    ...(support ? { support } : {}),
    options: [
      { text: options[0], score: 1 },
      { text: options[1], score: 2 },
      { text: options[2], score: 3 },
      { text: options[3], score: 4 },
    ],
    worstAnswerNote,
  };
}

export const quizzes: Quiz[] = [
  {
    id: "wellness-snapshot",
    title: "Wellness Snapshot",
    description: "A 2-minute look at the everyday habits that shape how you feel: sleep, food, movement, stress and connection.",
    icon: "sparkles",
    professionalAdvice:
      "See your doctor if low mood, poor sleep, stress or tiredness has lasted two weeks or more or gets in the way of work, family or friendships; you do not need to wait until things feel severe.",
    readNext: {
      article: { path: "/articles/stress-and-your-body-what-happens-and-what-actually-helps", label: "Stress and Your Body: What Happens and What Actually Helps" },
      tool: { path: "/wellness-toolkit?tab=tracker", label: "Health Tracker" },
    },
    questions: [
      q("sleep", "On a typical night, how many hours of sleep do you get?", [
        "Less than 5 hours",
        "5 to 6 hours",
        "6 to 7 hours",
        "7 to 9 hours",
      ], "You sleep less than 5 hours on a typical night. Adults need 7 to 9 hours; protect a regular bedtime and wake time, and see a doctor if you cannot sleep more even when you have the chance, or if you are sleepy during the day.", "health"),
      q("fruit and vegetables", "How many portions of fruit and vegetables do you eat on a typical day?", [
        "None or one",
        "Two or three",
        "Four",
        "Five or more",
      ], "You eat no more than one portion of fruit and vegetables a day. Add one portion to one meal this week (frozen and canned count); if eating is hard because of appetite, money or mood, a doctor or dietitian can help."),
      q("moderate activity", "In a typical week, how much moderate activity (such as brisk walking) do you do?", [
        "Hardly any",
        "Under an hour",
        "One to two and a half hours",
        "Two and a half hours or more",
      ], "You do hardly any moderate activity. A 10-minute walk a day is a real start toward the 150 minutes a week guidelines suggest; if pain, breathlessness or a health condition holds you back, ask your doctor what is safe."),
      q("drinks", "How much water and other unsweetened drinks do you have on a typical day?", [
        "Less than 3 glasses",
        "3 to 5 glasses",
        "6 to 7 glasses",
        "8 glasses or more",
      ], "You drink fewer than 3 glasses a day. Keep water where you can see it and have a glass with each meal; see a doctor if you are very thirsty, dizzy, or pass little or dark urine."),
      q("feeling overwhelmed by stress", "Over the past month, how often have you felt overwhelmed by stress?", [
        "Almost every day",
        "Several times a week",
        "Now and then",
        "Rarely or never",
      ], "You feel overwhelmed by stress almost every day. That is too much to carry alone: talk to your doctor or a mental health professional soon. If you ever feel unable to cope or think about harming yourself, call 988 (US), Samaritans on 116 123 (UK) or your emergency number.", "distress", "crisis"),
      q("time with friends or family", "How often do you spend quality time with friends or family, in person or by call?", [
        "Rarely",
        "About once a month",
        "Every week or two",
        "Several times a week",
      ], "You rarely spend time with friends or family. Loneliness affects health as much as many habits do; one call or message this week is a start, and a doctor can point you to local groups if you feel isolated."),
      q("time that restores you", "How often do you take time for something that restores you, such as a hobby, time outdoors or quiet reflection?", [
        "Almost never",
        "A few times a month",
        "Once or twice a week",
        "Most days",
      ], "You almost never take time for something that restores you. Put ten minutes of it in your diary this week, and tell your doctor if nothing feels enjoyable any more: that can be a sign of depression, which is treatable.", undefined, "crisis"),
    ],
    results: [
      {
        asksForAttention: true,
        upToPercent: 25,
        title: "Room for a Boost!",
        message:
          "Your answers show life may be stretching you thin right now, and that is common. Small changes add up: start with one anchor habit, such as a regular bedtime or a 10-minute daily walk, and build from there. The next quizzes will help you find where to focus first.",
      },
      {
        upToPercent: 50,
        title: "On the Right Path!",
        message:
          "You have some healthy foundations, and some of your answers show areas that need attention. Pick the area that scored lowest, whether sleep, movement or time to recharge, and set one small, specific goal for the next two weeks. Consistency matters more than perfection.",
      },
      {
        upToPercent: 75,
        reassuring: true,
        title: "Thriving!",
        message:
          "Your daily habits support your wellbeing: none of your answers falls at the harder end. Keep doing what works, and fine-tune the one or two habits that still slip when life gets busy. The rest of the journey will help you go deeper.",
      },
      {
        reassuring: true,
        title: "Excellent Alignment!",
        message:
          "Your answers line up with the habits research links to long-term health, and none falls at the harder end. Protect these routines during stressful seasons, and keep checking in with yourself as your needs change.",
      },
    ],
  },
  {
    id: "stress-check",
    title: "Stress Check",
    description: "Four questions on how stress shows up in your mind and body, and how well you recover from it.",
    icon: "brain",
    professionalAdvice:
      "See your doctor or a mental health professional if stress has affected your sleep, mood, work or relationships for two weeks or more, or if physical signs such as headaches, a racing heart or stomach problems keep coming back. If you ever feel unable to cope or think about harming yourself, get help now.",
    crisisResources: true,
    readNext: {
      article: { path: "/articles/stress-and-your-body-what-happens-and-what-actually-helps", label: "Stress and Your Body: What Happens and What Actually Helps" },
      tool: { path: "/wellness-toolkit?tab=tracker", label: "Health Tracker (log your mood and sleep)" },
    },
    questions: [
      q("things piling up beyond you", "In the last month, how often have you felt that things were piling up so high you could not overcome them?", [
        "Very often",
        "Fairly often",
        "Sometimes",
        "Rarely or never",
      ], "You very often feel things are piling up beyond you. Please talk to your doctor or a mental health professional soon; stress that feels unmanageable is a reason to get help, not a failing. If you feel unable to cope or have thoughts of harming yourself, use the crisis lines below now.", "distress", "crisis"),
      q("physical signs of stress", "How often do you notice physical signs of stress, such as tense shoulders, headaches, a racing heart or an upset stomach?", [
        "Daily",
        "A few times a week",
        "Occasionally",
        "Rarely",
      ], "You notice physical signs of stress every day. Slow breathing and a daily walk help many people, but daily headaches, a racing heart or stomach problems should be checked by a doctor, because they are not always stress.", "health"),
      q("settling after stress", "When something stressful happens, how quickly do you usually feel settled again?", [
        "It stays with me for days",
        "It takes most of the day",
        "Within a few hours",
        "Fairly quickly",
      ], "Stress stays with you for days after it happens. If that has gone on for two weeks or more, or comes with low mood, poor sleep or losing interest in things, see your doctor: these can be signs of anxiety or depression, which are treatable.", "distress", "crisis"),
      q("calming practices", "How often do you use a calming practice, such as slow breathing, a walk, journaling or talking it through?", [
        "Never",
        "Rarely",
        "Sometimes",
        "Regularly",
      ], "You never use a calming practice. Try two minutes of slow breathing today, breathing out for longer than you breathe in, or a short walk; the stress article linked below explains what the evidence supports. If stress still feels unmanageable, talk to your doctor."),
    ],
    results: [
      {
        asksForAttention: true,
        upToPercent: 30,
        title: "High Stress Alert",
        message:
          "Your answers suggest stress is weighing heavily on you right now. Try a few minutes of slow breathing (breathing out for longer than you breathe in) and protect time for sleep and movement. If stress is affecting your daily life, please talk to your doctor or a mental health professional; you do not have to manage it alone.",
      },
      {
        title: "Some Signs of Strain",
        message:
          "Your answers are not at the level this check calls high stress, but some show stress building up; the notes below name them. Keep calming practices regular, not only for hard days, and protect time for sleep and movement. If stress has affected your sleep, mood, work or relationships for two weeks or more, talk to your doctor or a mental health professional.",
      },
      {
        reassuring: true,
        title: "Managing Well",
        message:
          "You are managing stress well right now: none of your answers falls at the harder end. Keep calming practices regular, not only for hard days, and notice early signs like tense shoulders or poor sleep so you can act before stress builds. If stress starts to affect your daily life, talk to your doctor.",
      },
    ],
  },
  {
    id: "sleep-quality",
    title: "Sleep Quality",
    description: "Four questions on how long and how well you sleep, and the habits around your bedtime.",
    icon: "moon",
    professionalAdvice:
      "See your doctor if poor sleep happens three or more nights a week for a month or more, if you wake exhausted after a full night, or if you snore loudly, stop breathing in your sleep or doze off in the day; ask about CBT for insomnia.",
    readNext: {
      article: { path: "/articles/better-sleep-backed-by-evidence-what-actually-helps", label: "Better Sleep, Backed by Evidence: What Actually Helps" },
      tool: { path: "/wellness-toolkit?tab=tracker", label: "Health Tracker (log your sleep)" },
    },
    questions: [
      q("falling asleep", "How long does it usually take you to fall asleep?", [
        "More than an hour",
        "30 to 60 minutes",
        "15 to 30 minutes",
        "Less than 15 minutes",
      ], "It usually takes you more than an hour to fall asleep. If that happens three or more nights a week for three months, it fits the definition of insomnia: see your doctor, and ask about CBT for insomnia (CBT-I), the first treatment guidelines recommend.", "health"),
      q("waking in the night", "How often do you wake in the night and struggle to get back to sleep?", [
        "Most nights",
        "A few nights a week",
        "Once a week or less",
        "Rarely",
      ], "You wake most nights and struggle to get back to sleep. Getting up after about 20 minutes awake and returning to bed when sleepy helps many people; if it goes on for weeks, or night sweats, pain or snoring wake you, talk to your doctor.", "health"),
      q("how you feel on waking", "How do you usually feel when you wake up?", [
        "Exhausted",
        "Groggy for a long while",
        "A little tired but fine after a while",
        "Rested and ready",
      ], "You wake up exhausted. Waking unrefreshed after a full night can come from sleep apnea, low iron, thyroid problems or depression: see your doctor, especially if you snore, stop breathing in your sleep or doze off during the day.", "health", "crisis"),
      q("screens before bed", "How often do you use phones, tablets or laptops in the hour before bed?", [
        "Every night, until I fall asleep",
        "Most nights",
        "Sometimes",
        "Rarely; I wind down screen-free",
      ], "You use screens every night until you fall asleep. Charge your phone outside the bedroom and give the last half hour to something screen-free; the sleep article linked below has a wind-down routine, and a doctor can help if you still cannot switch off at night."),
    ],
    results: [
      {
        asksForAttention: true,
        upToPercent: 40,
        title: "Sleep Needs Attention",
        message:
          "Your sleep may not be giving you the rest you need. Keep regular sleep and wake times, even on weekends, dim the lights and put screens away an hour before bed, and limit caffeine after midday. If poor sleep lasts more than a few weeks, or hot flashes or snoring disturb it, speak to your doctor.",
      },
      {
        title: "Sleep Worth a Closer Look",
        message:
          "Your sleep is partly working, but some of your answers show it is not always giving you the rest you need; the notes below name them. Keep regular sleep and wake times, put screens away an hour before bed and limit caffeine after midday. If poor sleep happens three or more nights a week for a month, or you wake exhausted, speak to your doctor.",
      },
      {
        reassuring: true,
        title: "Sweet Dreams!",
        message:
          "Your sleep is working for you: none of your answers falls at the harder end. Keep a steady schedule, a cool, dark bedroom and a calm wind-down routine, and revisit these habits if your nights start to shift with hormones or life changes.",
      },
    ],
  },
  {
    id: "nutrition-habits",
    title: "Nutrition Habits",
    description: "Four questions on the everyday eating patterns that fuel your energy, mood and long-term health.",
    icon: "apple",
    professionalAdvice:
      "See your doctor or a registered dietitian if you are losing weight without trying, often feel very tired, thirsty or hungry, have ongoing stomach problems, or if eating feels out of your control.",
    readNext: {
      article: { path: "/articles/gut-health-without-the-hype-fibre-fermented-foods-and-probiotics", label: "Gut Health Without the Hype: Fiber, Fermented Foods and Probiotics" },
      tool: { path: "/wellness-toolkit?tab=meals", label: "Vegan Meal Planner", restrictive: true },
    },
    questions: [
      q("high-fiber foods", "How often do you eat whole grains, beans, lentils or other high-fiber foods?", [
        "Rarely",
        "A few times a week",
        "Once a day",
        "At most meals",
      ], "You rarely eat high-fiber foods. Add one serving of beans, lentils, oats or whole grains a day and increase slowly with plenty of water; see a doctor if your bowel habits change or you have ongoing stomach pain."),
      q("sugary drinks and snacks", "How often do you have sugary drinks, candy or highly processed snacks?", [
        "Several times a day",
        "Once a day",
        "A few times a week",
        "Rarely",
      ], "You have sugary drinks, candy or processed snacks several times a day. Swap one of them for water, fruit or nuts this week; if you feel very thirsty, tired or hungry all the time, ask your doctor about a blood sugar test."),
      q("protein at meals", "How often do your meals include a source of protein, such as beans, tofu, lentils, nuts, eggs, fish or meat?", [
        "Rarely",
        "About once a day",
        "At two meals a day",
        "At every meal",
      ], "Your meals rarely include protein. Add beans, tofu, eggs, yogurt, fish or meat to breakfast and lunch; if you are losing weight without trying or struggling to eat, see a doctor."),
      q("regular meals", "How often do you eat regular meals rather than skipping them or grazing all day?", [
        "Hardly ever",
        "Some days",
        "Most days",
        "Nearly every day",
      ], "You hardly ever eat regular meals. Start with one planned meal a day at a set time; if skipping meals is about controlling your weight or feels out of your control, please talk to a doctor, because eating disorders are common and treatable.", "health", "eating"),
    ],
    results: [
      {
        asksForAttention: true,
        upToPercent: 40,
        title: "Nutritional Tune-Up Needed",
        message:
          "Your answers show your eating pattern is not giving you the energy and support it could. Start simply: add a portion of vegetables or beans to one meal a day, swap one sugary drink for water, and include some protein at breakfast. If eating feels out of your control, talk to your doctor.",
      },
      {
        title: "A Few Gaps to Fill",
        message:
          "Much of your eating is steady, but some of your answers show gaps worth filling; the notes below name them. Add one portion of vegetables, beans or whole grains a day, and include protein at breakfast. If eating feels out of your control, or you are losing weight without trying, talk to your doctor.",
      },
      {
        reassuring: true,
        title: "Fueling for Success",
        message:
          "Your answers describe steady, nourishing eating: none falls at the harder end. Keep variety high, with different colors of fruit and vegetables, whole grains and protein sources, and pay attention to calcium, iron and vitamin D, which women's needs change for over the years.",
      },
    ],
  },
  {
    id: "movement-motivation",
    title: "Movement Motivation",
    description: "Four questions on how much you move, how you build strength and what keeps you going.",
    icon: "activity",
    professionalAdvice:
      "See your doctor before you step up activity if you have chest pain, breathlessness, dizziness, joint pain or a long-term condition, or if low mood is what keeps you from moving.",
    readNext: {
      article: { path: "/articles/strength-training-for-women-why-it-matters-at-every-age", label: "Strength Training for Women: Why It Matters at Every Age" },
      tool: { path: "/wellness-toolkit?tab=workouts", label: "Workout Plans" },
    },
    questions: [
      q("active days", "How many days a week are you active for at least 30 minutes?", [
        "None",
        "One or two",
        "Three or four",
        "Five or more",
      ], "You have no days with 30 active minutes. Start with 10 minutes of walking a day and build up; if pain, breathlessness, dizziness or a health condition stops you, ask your doctor what is safe first."),
      q("strength activity", "How often do you do muscle-strengthening activity, such as weights, resistance bands, Pilates or heavy gardening?", [
        "Never",
        "Less than once a week",
        "Once a week",
        "Twice a week or more",
      ], "You never do muscle-strengthening activity. Two short sessions a week of squats, wall push-ups or band exercises protect muscle and bone; a doctor or physical therapist can adapt them if you have joint problems or osteoporosis."),
      q("long stretches of sitting", "During long stretches of sitting, how often do you get up and move?", [
        "Rarely; I sit for hours",
        "Every couple of hours",
        "About every hour",
        "Every 30 to 60 minutes",
      ], "You sit for hours without moving. Set a reminder to stand and walk for a minute or two every half hour; see a doctor at once if a leg becomes painful, swollen or warm after long sitting."),
      q("how you feel about exercise", "How do you feel about exercise most of the time?", [
        "I dread it",
        "It feels like a chore",
        "I am fairly neutral",
        "I enjoy it and look forward to it",
      ], "You dread exercise. Pick the movement you mind least, such as walking with a friend or dancing at home, and do a little of it; if low mood or pain is behind the dread, tell your doctor."),
    ],
    results: [
      {
        asksForAttention: true,
        upToPercent: 40,
        title: "Find Your Movement Joy",
        message:
          "Your answers show you move less than your body needs right now, and movement does not have to mean a gym. Every bit counts: try a daily 10-minute walk, a dance in the kitchen or stretching while the kettle boils, and stand up to move every half hour or so. Our Workout Plans in the Wellness Toolkit can give you a gentle, structured start.",
      },
      {
        title: "Building the Habit",
        message:
          "You move some of the time, and some of your answers show where more would help; the notes below name them. Add one short walk or two strength sessions a week, and stand up to move every half hour or so when you sit. Our Workout Plans in the Wellness Toolkit can give you a structured start.",
      },
      {
        reassuring: true,
        title: "Movement Master",
        message:
          "Your answers describe regular movement: none falls at the harder end. Keep mixing cardio, strength and balance: strength work on at least two days a week protects muscle and bone, especially from midlife onwards. Rest days and variety will keep you moving for the long run.",
      },
    ],
  },
];

/** Words the result view shows beside the quiz's own content. */
export const QUIZ_COPY = {
  eatingSupportHeading: "Support with eating, food and body image",
  whyLabel: "Why this result: ",
  whyCapped: "whatever the total, ",
  whyRedFlags: "some of your answers call for help on their own: ",
  whyFlaggedLeaning: "these answers together call for attention: ",
  whyLeaning: "some of your answers lean to the harder end, so this result does not reassure: ",
  whyWorstNotes: "the answers in the notes below",
  /** Shown only when script is off: each step is then a post, and the answers travel with it. */
  noScriptAnswers:
    "With JavaScript off, your answers so far travel to our server with each step, only to show the next question and your result: they are not stored. We count only that a quiz was started and completed, as we do with JavaScript on.",
  /** Shown with a result only when script is off: progress lives in the browser's storage, which needs script. */
  noScriptProgress:
    "With JavaScript off, this browser cannot keep your progress, so the Wellness Journey page will not show this quiz as completed. Next Quiz still takes you on.",
} as const;

/**
 * What a quiz posted as a plain form (without script, or before it ran) is told when the server refuses a step.
 * A missing answer keeps her place; anything else was not sent by the page as the site made it, so nothing of
 * it is kept and the quiz starts again.
 */
export const QUIZ_FORM_COPY = {
  noAnswer: "Choose an answer to go on.",
  unknownAnswer: "The answer sent is not one of this question's options: please choose one of them.",
  unknownQuestion: "The question sent is not one of this quiz's, so the quiz starts again from its first question.",
  unknownIntent: "The button sent is not one of this question's, so the quiz starts again from its first question.",
  answersChanged:
    "The answers sent do not match this quiz's questions, so the quiz starts again from its first question.",
  formChanged:
    "This form was changed after the site sent it, so nothing of it was kept and the quiz starts again from its first question.",
} as const;
