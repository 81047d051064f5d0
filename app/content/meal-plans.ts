/**
 * Built-in vegan meal plans: three age ranges, each with two weeks of seven days
 * (Monday to Sunday) and breakfast, lunch and dinner. Every dish is fully plant-based; a dish that is
 * usually made with animal products (pad thai, Thai curry paste, granola with honey, risotto, pastry,
 * mashed potatoes, pancakes…) is named as its vegan version.
 *
 * The emphasis shifts with age, following general dietary guidance for women on a vegan diet:
 * 25-35 iron (with vitamin C to absorb it), folate and steady energy; 36-50 more protein and fiber,
 * soy foods and omega-3 (ALA) through perimenopause; 51-60 calcium, vitamin D, B12-fortified foods and
 * protein at every meal for bone and muscle after menopause.
 */

export type AgeRange = "25-35" | "36-50" | "51-60";
export type WeekKey = "week1" | "week2";
export type MealDay = { day: string; breakfast: string; lunch: string; dinner: string };
export type MealPlan = { focus: string; week1: MealDay[]; week2: MealDay[] };

/**
 * Shown with every plan, whatever the age range: the nutrients a vegan diet cannot cover from
 * unfortified plants, and the pregnancy line. Sources: NIH Office of Dietary Supplements fact sheets
 * (vitamin B12, iodine, vitamin D, omega-3) and the Academy of Nutrition and Dietetics' position on
 * vegetarian diets (2016).
 */
export const VEGAN_NUTRIENT_NOTE = {
  title: "Nutrients to plan for on a vegan diet",
  points: [
    "Vitamin B12: no plant food provides it reliably. Take a B12 supplement or eat B12-fortified foods (plant milks, nutritional yeast, cereals) every day; a long-term shortfall can damage nerves and blood.",
    "Iodine: use iodized salt or a supplement, since most plant foods are low in iodine and seaweed varies too much to rely on.",
    "Vitamin D: from sunlight, fortified foods or a supplement, especially from October to March.",
    "Omega-3: walnuts, chia, flax and hemp provide ALA; an algae-oil supplement provides the EPA and DHA found in fish.",
  ],
  pregnancy:
    "Pregnant, breastfeeding or planning a pregnancy? These plans are not designed for it: you need more of several nutrients (folate, iodine, iron, choline, B12, DHA). Talk to your midwife, doctor or a registered dietitian before following them.",
} as const;

export const AGE_RANGES: readonly AgeRange[] = ["25-35", "36-50", "51-60"];
export const DEFAULT_AGE_RANGE: AgeRange = "25-35";
export const WEEKS: readonly { key: WeekKey; label: string }[] = [
  { key: "week1", label: "Week 1" },
  { key: "week2", label: "Week 2" },
];

/** The toolkit address's parameters for the planner's choices (`/wellness-toolkit?tab=meals&age=36-50&week=week2`). */
export const MEAL_PLAN_QUERY = { age: "age", week: "week" } as const;

export function isAgeRange(value: string | null): value is AgeRange {
  return AGE_RANGES.some((range) => range === value);
}

export function isWeek(value: string | null): value is WeekKey {
  return WEEKS.some((week) => week.key === value);
}

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

function week(meals: [breakfast: string, lunch: string, dinner: string][]): MealDay[] {
  return meals.map(([breakfast, lunch, dinner], i) => ({ day: DAYS[i], breakfast, lunch, dinner }));
}

export const mealPlans: Record<AgeRange, MealPlan> = {
  "25-35": {
    focus:
      "Iron-rich legumes and greens paired with vitamin C to help absorption, folate-packed vegetables and slow-release carbohydrates for steady energy.",
    week1: week([
      [
        "Overnight oats with chia seeds, fortified soy milk, raspberries and a spoon of almond butter",
        "Lentil, roasted red pepper and spinach salad with lemon-tahini dressing",
        "Chickpea and sweet potato coconut curry (vegan, no ghee) with brown rice",
      ],
      [
        "Tofu scramble with spinach, tomatoes and whole-grain toast",
        "Vegan black bean and corn burrito bowl with salsa, avocado and lime",
        "Whole-wheat spaghetti with red lentil bolognese and a side of arugula",
      ],
      [
        "Green smoothie of kale, banana, mango, hemp seeds and fortified oat milk",
        "Quinoa tabbouleh with chickpeas, parsley, cucumber and pomegranate",
        "Tempeh stir-fry with broccoli, red pepper and cashews over soba noodles",
      ],
      [
        "Whole-grain toast with smashed avocado, pumpkin seeds and cherry tomatoes",
        "Hearty minestrone with cannellini beans and whole-grain bread",
        "Black bean tacos with mango salsa and shredded red cabbage",
      ],
      [
        "Buckwheat hot cereal with stewed apple, cinnamon and walnuts",
        "Hummus and roasted vegetable whole-wheat wrap with mixed leaves",
        "Vegan pad thai with tamari, tofu, rice noodles, bean sprouts, peanuts and lime",
      ],
      [
        "Vegan chickpea-flour pancakes with sautéed mushrooms and spinach",
        "Edamame, brown rice and pickled vegetable sushi bowl with nori strips",
        "Vegan mushroom and lentil shepherd's pie with an olive-oil sweet potato mash topping",
      ],
      [
        "Vegan banana and oat pancakes with strawberries and maple syrup",
        "Roasted beet, orange and lentil salad with toasted walnuts",
        "Moroccan chickpea and apricot tagine (no honey) with whole-wheat couscous",
      ],
    ]),
    week2: week([
      [
        "Chia pudding with fortified coconut yogurt, kiwi and maple granola",
        "Falafel with tabbouleh, hummus and whole-wheat pita",
        "Vegan red lentil dal (cooked in oil, not ghee) with spinach, brown basmati rice and lemon",
      ],
      [
        "Peanut butter and banana on rye toast with a glass of fortified soy milk",
        "Three-bean chili with a baked potato",
        "Vegan teriyaki tofu (sweetened without honey) with stir-fried bok choy and jasmine rice",
      ],
      [
        "Smoothie bowl of frozen berries, spinach, soy yogurt and pumpkin seeds",
        "Roasted butternut squash and quinoa salad with kale and cranberries",
        "Whole-wheat pasta primavera with white beans, zucchini and peas",
      ],
      [
        "Savory oats with mushrooms, spinach and nutritional yeast",
        "Lentil and vegetable soup with whole-grain bread",
        "Vegan vegetable and chickpea biryani (cooked in oil, not ghee) with cucumber-mint soy raita",
      ],
      [
        "Vegan tofu and vegetable breakfast burrito with salsa",
        "Mediterranean bowl of farro, olives, artichokes, chickpeas and roasted peppers",
        "Vegan Thai green curry (paste made without fish sauce) with tofu, green beans and eggplant over brown rice",
      ],
      [
        "Vegan whole-grain waffles with fortified soy yogurt, blueberries and hemp seeds",
        "Vegan black bean and sweet potato quesadillas with cashew cheese and guacamole",
        "Lentil-walnut stuffed peppers with a tomato and herb sauce",
      ],
      [
        "Shakshuka-style chickpeas baked in spiced tomatoes, served with crusty bread",
        "Asian slaw with edamame, mango and a sesame-ginger dressing",
        "Vegan mushroom, spinach and white bean risotto made with vegetable stock",
      ],
    ]),
  },
  "36-50": {
    focus:
      "More protein and fiber for satiety and blood sugar balance, soy foods and flaxseed through perimenopause, omega-3 fats from walnuts, chia and hemp, and calcium-rich greens.",
    week1: week([
      [
        "Steel-cut oats with ground flaxseed, walnuts, blueberries and fortified soy milk",
        "Edamame and soba noodle salad with cucumber, carrot and miso dressing",
        "Baked tofu with roasted broccoli, quinoa and a tahini-lemon sauce",
      ],
      [
        "Tofu scramble with turmeric, kale, black beans and whole-grain toast",
        "Lentil and roasted vegetable salad with arugula and toasted pumpkin seeds",
        "Chickpea, spinach and tomato stew with whole-wheat couscous",
      ],
      [
        "Soy yogurt parfait with chia, hemp seeds, berries and low-sugar maple granola",
        "Tempeh Reuben-style rye sandwich with sauerkraut and a side salad",
        "Black bean and quinoa stuffed sweet potatoes with avocado salsa",
      ],
      [
        "Protein smoothie of silken tofu, banana, spinach, cocoa, peanut butter and fortified soy milk",
        "Split pea and vegetable soup with seeded rye bread",
        "Miso-glazed eggplant with edamame rice and steamed bok choy",
      ],
      [
        "Whole-grain toast with hummus, sliced tomato, cucumber and hemp seeds",
        "Buddha bowl of brown rice, roasted chickpeas, kale, beets and tahini",
        "Red lentil and coconut dal (cooked in oil, not ghee) with cauliflower and whole-grain flatbread",
      ],
      [
        "Chickpea omelette with peppers, onions and spinach",
        "Vegan tofu banh mi-style whole-grain baguette (egg-free mayo) with pickled carrot and cilantro",
        "Walnut and lentil 'meatballs' in tomato sauce over whole-wheat spaghetti",
      ],
      [
        "Vegan buckwheat pancakes with almond butter, sliced pear and a sprinkle of chia",
        "Warm farro salad with roasted squash, kale, cranberries and pecans",
        "Tempeh and vegetable stir-fry with ginger, garlic and brown rice noodles",
      ],
    ]),
    week2: week([
      [
        "Bircher muesli soaked in fortified soy milk with grated apple, flax and almonds",
        "White bean, kale and sun-dried tomato soup with whole-grain bread",
        "Sesame-crusted tofu with stir-fried greens and black rice",
      ],
      [
        "Vegan savory chickpea-flour pancakes with spinach and a soy yogurt dip",
        "Quinoa, black bean and corn salad with lime and cilantro",
        "Vegan eggplant and lentil moussaka with a cashew béchamel",
      ],
      [
        "Green smoothie of spinach, kiwi, hemp protein, flaxseed and fortified oat milk",
        "Miso soup with tofu and wakame, plus an edamame and brown rice bowl",
        "Spiced chickpea and cauliflower sheet-pan bake with herbed freekeh",
      ],
      [
        "Rye toast with mashed avocado, edamame and chili flakes",
        "Mediterranean lentil salad with cucumber, olives, tomato and parsley",
        "Vegan tofu and vegetable green curry (paste made without shrimp) with brown rice",
      ],
      [
        "High-protein oats cooked with soy milk, topped with peanut butter and banana",
        "Roasted red pepper and white bean hummus wrap with crunchy vegetables",
        "Black bean chili with sweet potato and a dollop of cashew cream",
      ],
      [
        "Tofu and mushroom breakfast hash with sweet potato",
        "Soba noodle bowl with tempeh, shredded cabbage and peanut-lime sauce",
        "Stuffed portobello mushrooms with lentils, spinach and pine nuts, with roasted vegetables",
      ],
      [
        "Chia pudding with fortified soy milk, mango and toasted coconut",
        "Vegan kale Caesar salad (no anchovies) with crispy chickpeas and a cashew-caper dressing",
        "Vegan vegetable paella with butter beans, artichokes, peas and smoked paprika",
      ],
    ]),
  },
  "51-60": {
    focus:
      "Calcium-set tofu, fortified plant milks and leafy greens for bone health, vitamin D and B12 from fortified foods, and protein at every meal to protect muscle after menopause.",
    week1: week([
      [
        "Oatmeal made with calcium-fortified soy milk, topped with stewed plums, almonds and ground flax",
        "Calcium-set tofu and vegetable stir-fry with bok choy and brown rice",
        "Vegan lentil and vegetable cottage pie (olive-oil mash) with steamed kale",
      ],
      [
        "Tofu scramble with spinach, mushrooms (UV-exposed for vitamin D) and whole-grain toast",
        "White bean and kale soup with a vegan-margarine whole-wheat roll",
        "Lemon-dill baked tofu with new potatoes and broccoli",
      ],
      [
        "Fortified soy yogurt with figs, walnuts, chia and a drizzle of maple syrup",
        "Chickpea and tahini salad with arugula, roasted peppers and sesame seeds",
        "Vegan red lentil and spinach dal with brown rice and a side of steamed okra",
      ],
      [
        "Smoothie of kale, banana, almond butter, silken tofu and calcium-fortified oat milk",
        "Edamame, quinoa and broccoli salad with a miso-ginger dressing",
        "Vegan black bean and vegetable enchiladas with a cashew cheese sauce",
      ],
      [
        "Whole-grain toast with almond butter, sliced kiwi and a glass of fortified soy milk",
        "Minestrone with borlotti beans, cabbage and whole-wheat pasta",
        "Tempeh with sesame greens (bok choy and collards) and soba noodles",
      ],
      [
        "Vegan oat and chickpea-flour pancakes with orange segments and fortified soy yogurt",
        "Mediterranean plate of hummus, tabbouleh, dolmades and whole-wheat pita",
        "Mushroom, lentil and walnut loaf with roasted root vegetables and greens",
      ],
      [
        "Baked beans on whole-grain toast with grilled tomatoes and spinach",
        "Butternut squash and red lentil soup with toasted pumpkin seeds",
        "Vegan tofu and vegetable lasagna with a calcium-fortified soy béchamel",
      ],
    ]),
    week2: week([
      [
        "Muesli with calcium-fortified soy milk, dried apricots, almonds and sunflower seeds",
        "Tofu and kale salad with quinoa, orange segments and a sesame dressing",
        "Chickpea and spinach coconut curry (vegan, no ghee) with brown basmati rice",
      ],
      [
        "Savory oats with nutritional yeast (B12-fortified), spinach and cherry tomatoes",
        "Lentil and watercress salad with beets and walnuts",
        "Braised butter beans with leeks, lacinato kale and vegan olive-oil mashed potatoes",
      ],
      [
        "Silken tofu and berry smoothie with ground flax and fortified oat milk",
        "Black-eyed pea and collard green stew with whole-grain bread",
        "Miso-glazed tofu with steamed broccoli and brown rice",
      ],
      [
        "Whole-grain toast with tahini, banana and a sprinkle of sesame seeds",
        "Split pea soup with carrots and a vegan-margarine rye roll",
        "Vegetable and tempeh stir-fry with almonds over whole-wheat noodles",
      ],
      [
        "Chia pudding with fortified soy milk, pear and toasted hazelnuts",
        "Falafel salad bowl with tahini, pickled red onion and dark leafy greens",
        "Eggplant, chickpea and tomato bake with whole-grain bulgur",
      ],
      [
        "Vegan tofu and vegetable breakfast frittata (egg-free) with sautéed greens",
        "Edamame and avocado whole-grain wrap with shredded carrots and hummus",
        "Lentil bolognese with whole-wheat pasta and an arugula and almond salad",
      ],
      [
        "Vegan buckwheat pancakes with calcium-fortified soy yogurt, blueberries and walnuts",
        "Roasted vegetable and white bean soup with vegan pesto made with nutritional yeast",
        "Tofu and vegetable pot pie with vegan puff pastry, steamed kale and peas",
      ],
    ]),
  },
};
