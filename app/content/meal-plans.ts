/**
 * Built-in vegan meal plans (spec §3 Meal plan): three age ranges, each with two weeks of seven days
 * (Monday to Sunday) and breakfast, lunch and dinner. Every dish is fully plant-based.
 *
 * The emphasis shifts with age, following general dietary guidance for women on a vegan diet:
 * 25-35 iron (with vitamin C to absorb it), folate and steady energy; 36-50 more protein and fibre,
 * soy foods and omega-3 (ALA) through perimenopause; 51-60 calcium, vitamin D, B12-fortified foods and
 * protein at every meal for bone and muscle after menopause.
 */

export type AgeRange = "25-35" | "36-50" | "51-60";
export type WeekKey = "week1" | "week2";
export type MealDay = { day: string; breakfast: string; lunch: string; dinner: string };
export type MealPlan = { focus: string; week1: MealDay[]; week2: MealDay[] };

export const AGE_RANGES: readonly AgeRange[] = ["25-35", "36-50", "51-60"];
export const DEFAULT_AGE_RANGE: AgeRange = "25-35";
export const WEEKS: readonly { key: WeekKey; label: string }[] = [
  { key: "week1", label: "Week 1" },
  { key: "week2", label: "Week 2" },
];

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
        "Chickpea and sweet potato curry with brown rice",
      ],
      [
        "Tofu scramble with spinach, tomatoes and wholegrain toast",
        "Black bean and corn burrito bowl with salsa, avocado and lime",
        "Whole-wheat spaghetti with red lentil bolognese and a side of rocket",
      ],
      [
        "Green smoothie of kale, banana, mango, hemp seeds and fortified oat milk",
        "Quinoa tabbouleh with chickpeas, parsley, cucumber and pomegranate",
        "Tempeh stir-fry with broccoli, red pepper and cashews over soba noodles",
      ],
      [
        "Wholegrain toast with smashed avocado, pumpkin seeds and cherry tomatoes",
        "Hearty minestrone with cannellini beans and wholegrain bread",
        "Black bean tacos with mango salsa and shredded red cabbage",
      ],
      [
        "Buckwheat porridge with stewed apple, cinnamon and walnuts",
        "Hummus and roasted vegetable wholemeal wrap with mixed leaves",
        "Tofu pad thai with rice noodles, bean sprouts, peanuts and lime",
      ],
      [
        "Chickpea-flour pancakes with sautéed mushrooms and spinach",
        "Edamame, brown rice and pickled vegetable sushi bowl with nori strips",
        "Mushroom and lentil shepherd's pie with a sweet potato mash topping",
      ],
      [
        "Banana and oat pancakes with strawberries and maple syrup",
        "Roasted beetroot, orange and lentil salad with toasted walnuts",
        "Moroccan chickpea and apricot tagine with wholewheat couscous",
      ],
    ]),
    week2: week([
      [
        "Chia pudding with fortified coconut yoghurt, kiwi and granola",
        "Falafel with tabbouleh, hummus and wholemeal pitta",
        "Red lentil dal with spinach, brown basmati rice and lemon",
      ],
      [
        "Peanut butter and banana on rye toast with a glass of fortified soy milk",
        "Three-bean chilli with a baked potato",
        "Teriyaki tofu with stir-fried pak choi and jasmine rice",
      ],
      [
        "Smoothie bowl of frozen berries, spinach, soy yoghurt and pumpkin seeds",
        "Roasted butternut squash and quinoa salad with kale and cranberries",
        "Whole-wheat pasta primavera with white beans, courgette and peas",
      ],
      [
        "Savoury oats with mushrooms, spinach and nutritional yeast",
        "Lentil and vegetable soup with wholegrain bread",
        "Vegetable and chickpea biryani with cucumber-mint soy raita",
      ],
      [
        "Tofu and vegetable breakfast burrito with salsa",
        "Mediterranean bowl of farro, olives, artichokes, chickpeas and roasted peppers",
        "Thai green curry with tofu, green beans and aubergine over brown rice",
      ],
      [
        "Wholegrain waffles with fortified soy yoghurt, blueberries and hemp seeds",
        "Black bean and sweet potato quesadillas with guacamole",
        "Lentil-walnut stuffed peppers with a tomato and herb sauce",
      ],
      [
        "Shakshuka-style chickpeas baked in spiced tomatoes, served with crusty bread",
        "Asian slaw with edamame, mango and a sesame-ginger dressing",
        "Mushroom, spinach and white bean risotto",
      ],
    ]),
  },
  "36-50": {
    focus:
      "More protein and fibre for satiety and blood sugar balance, soy foods and flaxseed through perimenopause, omega-3 fats from walnuts, chia and hemp, and calcium-rich greens.",
    week1: week([
      [
        "Steel-cut oats with ground flaxseed, walnuts, blueberries and fortified soy milk",
        "Edamame and soba noodle salad with cucumber, carrot and miso dressing",
        "Baked tofu with roasted broccoli, quinoa and a tahini-lemon sauce",
      ],
      [
        "Tofu scramble with turmeric, kale, black beans and wholegrain toast",
        "Lentil and roasted vegetable salad with rocket and toasted pumpkin seeds",
        "Chickpea, spinach and tomato stew with wholewheat couscous",
      ],
      [
        "Soy yoghurt parfait with chia, hemp seeds, berries and low-sugar granola",
        "Tempeh Reuben-style rye sandwich with sauerkraut and a side salad",
        "Black bean and quinoa stuffed sweet potatoes with avocado salsa",
      ],
      [
        "Protein smoothie of silken tofu, banana, spinach, cocoa, peanut butter and fortified soy milk",
        "Split pea and vegetable soup with seeded rye bread",
        "Miso-glazed aubergine with edamame rice and steamed pak choi",
      ],
      [
        "Wholegrain toast with hummus, sliced tomato, cucumber and hemp seeds",
        "Buddha bowl of brown rice, roasted chickpeas, kale, beetroot and tahini",
        "Red lentil and coconut dal with cauliflower and wholegrain flatbread",
      ],
      [
        "Chickpea omelette with peppers, onions and spinach",
        "Tofu banh mi-style wholegrain baguette with pickled carrot and coriander",
        "Walnut and lentil 'meatballs' in tomato sauce over wholewheat spaghetti",
      ],
      [
        "Buckwheat pancakes with almond butter, sliced pear and a sprinkle of chia",
        "Warm farro salad with roasted squash, kale, cranberries and pecans",
        "Tempeh and vegetable stir-fry with ginger, garlic and brown rice noodles",
      ],
    ]),
    week2: week([
      [
        "Bircher muesli soaked in fortified soy milk with grated apple, flax and almonds",
        "White bean, kale and sun-dried tomato soup with wholegrain bread",
        "Sesame-crusted tofu with stir-fried greens and black rice",
      ],
      [
        "Savoury chickpea-flour pancakes with spinach and a soy yoghurt dip",
        "Quinoa, black bean and corn salad with lime and coriander",
        "Aubergine and lentil moussaka with a cashew béchamel",
      ],
      [
        "Green smoothie of spinach, kiwi, hemp protein, flaxseed and fortified oat milk",
        "Miso soup with tofu and wakame, plus an edamame and brown rice bowl",
        "Spiced chickpea and cauliflower traybake with herbed freekeh",
      ],
      [
        "Rye toast with mashed avocado, edamame and chilli flakes",
        "Mediterranean lentil salad with cucumber, olives, tomato and parsley",
        "Tofu and vegetable green curry with brown rice",
      ],
      [
        "High-protein oats cooked with soy milk, topped with peanut butter and banana",
        "Roasted red pepper and white bean hummus wrap with crunchy vegetables",
        "Black bean chilli with sweet potato and a dollop of cashew cream",
      ],
      [
        "Tofu and mushroom breakfast hash with sweet potato",
        "Soba noodle bowl with tempeh, shredded cabbage and peanut-lime sauce",
        "Stuffed portobello mushrooms with lentils, spinach and pine nuts, with roasted vegetables",
      ],
      [
        "Chia pudding with fortified soy milk, mango and toasted coconut",
        "Kale Caesar salad with crispy chickpeas and a cashew-caper dressing",
        "Vegetable paella with butter beans, artichokes, peas and smoked paprika",
      ],
    ]),
  },
  "51-60": {
    focus:
      "Calcium-set tofu, fortified plant milks and leafy greens for bone health, vitamin D and B12 from fortified foods, and protein at every meal to protect muscle after menopause.",
    week1: week([
      [
        "Porridge made with calcium-fortified soy milk, topped with stewed plums, almonds and ground flax",
        "Calcium-set tofu and vegetable stir-fry with pak choi and brown rice",
        "Lentil and vegetable cottage pie with steamed kale",
      ],
      [
        "Tofu scramble with spinach, mushrooms (UV-exposed for vitamin D) and wholegrain toast",
        "White bean and kale soup with a fortified-margarine wholemeal roll",
        "Lemon-dill baked tofu with new potatoes and broccoli",
      ],
      [
        "Fortified soy yoghurt with figs, walnuts, chia and a drizzle of maple syrup",
        "Chickpea and tahini salad with rocket, roasted peppers and sesame seeds",
        "Red lentil and spinach dal with brown rice and a side of steamed okra",
      ],
      [
        "Smoothie of kale, banana, almond butter, silken tofu and calcium-fortified oat milk",
        "Edamame, quinoa and broccoli salad with a miso-ginger dressing",
        "Black bean and vegetable enchiladas with a cashew cheese sauce",
      ],
      [
        "Wholegrain toast with almond butter, sliced kiwi and a glass of fortified soy milk",
        "Minestrone with borlotti beans, cabbage and wholewheat pasta",
        "Tempeh with sesame greens (bok choy and collards) and soba noodles",
      ],
      [
        "Oat and chickpea-flour pancakes with orange segments and fortified soy yoghurt",
        "Mediterranean plate of hummus, tabbouleh, dolmades and wholemeal pitta",
        "Mushroom, lentil and walnut loaf with roasted root vegetables and greens",
      ],
      [
        "Baked beans on wholegrain toast with grilled tomatoes and spinach",
        "Butternut squash and red lentil soup with toasted pumpkin seeds",
        "Tofu and vegetable lasagne with a calcium-fortified soy béchamel",
      ],
    ]),
    week2: week([
      [
        "Muesli with calcium-fortified soy milk, dried apricots, almonds and sunflower seeds",
        "Tofu and kale salad with quinoa, orange segments and a sesame dressing",
        "Chickpea and spinach curry with brown basmati rice",
      ],
      [
        "Savoury oats with nutritional yeast (B12-fortified), spinach and cherry tomatoes",
        "Lentil and watercress salad with beetroot and walnuts",
        "Braised butter beans with leeks, cavolo nero and mashed potato",
      ],
      [
        "Silken tofu and berry smoothie with ground flax and fortified oat milk",
        "Black-eyed bean and collard green stew with wholegrain bread",
        "Miso-glazed tofu with steamed broccoli and brown rice",
      ],
      [
        "Wholegrain toast with tahini, banana and a sprinkle of sesame seeds",
        "Split pea soup with carrots and a fortified-margarine rye roll",
        "Vegetable and tempeh stir-fry with almonds over wholewheat noodles",
      ],
      [
        "Chia pudding with fortified soy milk, pear and toasted hazelnuts",
        "Falafel salad bowl with tahini, pickled red onion and dark leafy greens",
        "Aubergine, chickpea and tomato bake with wholegrain bulgur",
      ],
      [
        "Tofu and vegetable breakfast frittata with a side of sautéed greens",
        "Edamame and avocado wholegrain wrap with shredded carrots and hummus",
        "Lentil bolognese with wholewheat pasta and a rocket and almond salad",
      ],
      [
        "Buckwheat pancakes with calcium-fortified soy yoghurt, blueberries and walnuts",
        "Roasted vegetable and white bean soup with pesto made with nutritional yeast",
        "Tofu and vegetable pot pie with a side of steamed kale and peas",
      ],
    ]),
  },
};
