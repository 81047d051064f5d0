/**
 * The five built-in quizzes (spec §3 Quiz, §9), in journey order. Each option scores 1 to 4, where 4 is
 * the habit most strongly linked to good health in the research. Results are bands of score / maximum:
 * a band with `upToPercent` applies when the score is at most that percent of the maximum; the last band
 * (no `upToPercent`) applies above every threshold.
 *
 * Questions draw on widely used public-health guidance: 7-9 hours of sleep for adults (AASM / NSF),
 * 150 minutes of moderate activity plus two strength sessions a week (WHO 2020), five or more portions of
 * fruit and vegetables and plenty of fiber (WHO, NHS Eatwell), around 2 liters of fluid a day (EFSA), and
 * the items of validated screening tools such as the Perceived Stress Scale and Pittsburgh Sleep Quality Index.
 * The quizzes are reflective self-checks, not diagnostic tests.
 */

export type QuizIcon = "sparkles" | "brain" | "moon" | "apple" | "activity";

export type QuizOption = { text: string; score: 1 | 2 | 3 | 4 };
export type QuizQuestion = { question: string; options: [QuizOption, QuizOption, QuizOption, QuizOption] };
export type QuizResultBand = { upToPercent?: number; title: string; message: string };
export type Quiz = {
  id: string;
  title: string;
  description: string;
  icon: QuizIcon;
  questions: QuizQuestion[];
  results: QuizResultBand[];
};

function q(question: string, options: [string, string, string, string]): QuizQuestion {
  return {
    question,
    options: [
      { text: options[0], score: 1 },
      { text: options[1], score: 2 },
      { text: options[2], score: 3 },
      { text: options[3], score: 4 },
    ],
  };
}

export const quizzes: Quiz[] = [
  {
    id: "wellness-snapshot",
    title: "Wellness Snapshot",
    description: "A 2-minute look at the everyday habits that shape how you feel: sleep, food, movement, stress and connection.",
    icon: "sparkles",
    questions: [
      q("On a typical night, how many hours of sleep do you get?", [
        "Less than 5 hours",
        "5 to 6 hours",
        "6 to 7 hours",
        "7 to 9 hours",
      ]),
      q("How many portions of fruit and vegetables do you eat on a typical day?", [
        "None or one",
        "Two or three",
        "Four",
        "Five or more",
      ]),
      q("In a typical week, how much moderate activity (such as brisk walking) do you do?", [
        "Hardly any",
        "Under an hour",
        "One to two and a half hours",
        "Two and a half hours or more",
      ]),
      q("How much water and other unsweetened drinks do you have on a typical day?", [
        "Less than 3 glasses",
        "3 to 5 glasses",
        "6 to 7 glasses",
        "8 glasses or more",
      ]),
      q("Over the past month, how often have you felt overwhelmed by stress?", [
        "Almost every day",
        "Several times a week",
        "Now and then",
        "Rarely or never",
      ]),
      q("How often do you spend quality time with friends or family, in person or by call?", [
        "Rarely",
        "About once a month",
        "Every week or two",
        "Several times a week",
      ]),
      q("How often do you take time for something that restores you, such as a hobby, time outdoors or quiet reflection?", [
        "Almost never",
        "A few times a month",
        "Once or twice a week",
        "Most days",
      ]),
    ],
    results: [
      {
        upToPercent: 25,
        title: "Room for a Boost!",
        message:
          "Life may be stretching you thin right now, and that is common. Small changes add up: start with one anchor habit, such as a regular bedtime or a 10-minute daily walk, and build from there. The next quizzes will help you find where to focus first.",
      },
      {
        upToPercent: 50,
        title: "On the Right Path!",
        message:
          "You already have some healthy foundations. Pick the area that scored lowest, whether sleep, movement or time to recharge, and set one small, specific goal for the next two weeks. Consistency matters more than perfection.",
      },
      {
        upToPercent: 75,
        title: "Thriving!",
        message:
          "Your daily habits support your wellbeing in most areas. Keep doing what works, and fine-tune the one or two habits that still slip when life gets busy. The rest of the journey will help you go deeper.",
      },
      {
        title: "Excellent Alignment!",
        message:
          "Your sleep, nutrition, movement and connection habits line up closely with what research links to long-term health. Protect these routines during stressful seasons, and keep checking in with yourself as your needs change.",
      },
    ],
  },
  {
    id: "stress-check",
    title: "Stress Check",
    description: "Four questions on how stress shows up in your mind and body, and how well you recover from it.",
    icon: "brain",
    questions: [
      q("In the last month, how often have you felt that things were piling up so high you could not overcome them?", [
        "Very often",
        "Fairly often",
        "Sometimes",
        "Rarely or never",
      ]),
      q("How often do you notice physical signs of stress, such as tense shoulders, headaches, a racing heart or an upset stomach?", [
        "Daily",
        "A few times a week",
        "Occasionally",
        "Rarely",
      ]),
      q("When something stressful happens, how quickly do you usually feel settled again?", [
        "It stays with me for days",
        "It takes most of the day",
        "Within a few hours",
        "Fairly quickly",
      ]),
      q("How often do you use a calming practice, such as slow breathing, a walk, journaling or talking it through?", [
        "Never",
        "Rarely",
        "Sometimes",
        "Regularly",
      ]),
    ],
    results: [
      {
        upToPercent: 30,
        title: "High Stress Alert",
        message:
          "Your answers suggest stress is weighing heavily on you right now. Try a few minutes of slow breathing (breathing out for longer than you breathe in) and protect time for sleep and movement. If stress is affecting your daily life, please talk to your doctor or a mental health professional; you do not have to manage it alone.",
      },
      {
        title: "Managing Well",
        message:
          "You have useful ways of handling pressure and recovering from it. Keep your calming practices regular, not only for hard days, since they work best as habits. Notice early signs like tense shoulders or poor sleep so you can act before stress builds.",
      },
    ],
  },
  {
    id: "sleep-quality",
    title: "Sleep Quality",
    description: "Four questions on how long and how well you sleep, and the habits around your bedtime.",
    icon: "moon",
    questions: [
      q("How long does it usually take you to fall asleep?", [
        "More than an hour",
        "30 to 60 minutes",
        "15 to 30 minutes",
        "Less than 15 minutes",
      ]),
      q("How often do you wake in the night and struggle to get back to sleep?", [
        "Most nights",
        "A few nights a week",
        "Once a week or less",
        "Rarely",
      ]),
      q("How do you usually feel when you wake up?", [
        "Exhausted",
        "Groggy for a long while",
        "A little tired but fine after a while",
        "Rested and ready",
      ]),
      q("How often do you use phones, tablets or laptops in the hour before bed?", [
        "Every night, until I fall asleep",
        "Most nights",
        "Sometimes",
        "Rarely; I wind down screen-free",
      ]),
    ],
    results: [
      {
        upToPercent: 40,
        title: "Sleep Needs Attention",
        message:
          "Your sleep may not be giving you the rest you need. Keep regular sleep and wake times, even on weekends, dim the lights and put screens away an hour before bed, and limit caffeine after midday. If poor sleep lasts more than a few weeks, or hot flashes or snoring disturb it, speak to your doctor.",
      },
      {
        title: "Sweet Dreams!",
        message:
          "Your sleep habits are serving you well. Keep a steady schedule, a cool, dark bedroom and a calm wind-down routine. Sleep needs can change with hormones and life stages, so revisit these habits if your nights start to shift.",
      },
    ],
  },
  {
    id: "nutrition-habits",
    title: "Nutrition Habits",
    description: "Four questions on the everyday eating patterns that fuel your energy, mood and long-term health.",
    icon: "apple",
    questions: [
      q("How often do you eat whole grains, beans, lentils or other high-fiber foods?", [
        "Rarely",
        "A few times a week",
        "Once a day",
        "At most meals",
      ]),
      q("How often do you have sugary drinks, candy or highly processed snacks?", [
        "Several times a day",
        "Once a day",
        "A few times a week",
        "Rarely",
      ]),
      q("How often do your meals include a source of protein, such as beans, tofu, lentils, nuts, eggs, fish or meat?", [
        "Rarely",
        "About once a day",
        "At two meals a day",
        "At every meal",
      ]),
      q("How often do you eat regular meals rather than skipping them or grazing all day?", [
        "Hardly ever",
        "Some days",
        "Most days",
        "Nearly every day",
      ]),
    ],
    results: [
      {
        upToPercent: 40,
        title: "Nutritional Tune-Up Needed",
        message:
          "Your eating pattern has room to give you more energy and support. Start simply: add a portion of vegetables or beans to one meal a day, swap one sugary drink for water, and include some protein at breakfast. Our Vegan Meal Planner in the Wellness Toolkit has easy ideas.",
      },
      {
        title: "Fueling for Success",
        message:
          "You are giving your body steady, nourishing fuel. Keep variety high, with different colors of fruit and vegetables, whole grains and protein sources, and pay attention to calcium, iron and vitamin D, which women's needs change for over the years.",
      },
    ],
  },
  {
    id: "movement-motivation",
    title: "Movement Motivation",
    description: "Four questions on how much you move, how you build strength and what keeps you going.",
    icon: "activity",
    questions: [
      q("How many days a week are you active for at least 30 minutes?", [
        "None",
        "One or two",
        "Three or four",
        "Five or more",
      ]),
      q("How often do you do muscle-strengthening activity, such as weights, resistance bands, Pilates or heavy gardening?", [
        "Never",
        "Less than once a week",
        "Once a week",
        "Twice a week or more",
      ]),
      q("During long stretches of sitting, how often do you get up and move?", [
        "Rarely; I sit for hours",
        "Every couple of hours",
        "About every hour",
        "Every 30 to 60 minutes",
      ]),
      q("How do you feel about exercise most of the time?", [
        "I dread it",
        "It feels like a chore",
        "I am fairly neutral",
        "I enjoy it and look forward to it",
      ]),
    ],
    results: [
      {
        upToPercent: 40,
        title: "Find Your Movement Joy",
        message:
          "Movement does not have to mean a gym. Every bit counts: try a daily 10-minute walk, a dance in the kitchen or stretching while the kettle boils, and stand up to move every half hour or so. Our Workout Plans in the Wellness Toolkit can give you a gentle, structured start.",
      },
      {
        title: "Movement Master",
        message:
          "Movement is a real part of your life. Keep mixing cardio, strength and balance: strength work on at least two days a week protects muscle and bone, especially from midlife onwards. Rest days and variety will keep you moving for the long run.",
      },
    ],
  },
];
