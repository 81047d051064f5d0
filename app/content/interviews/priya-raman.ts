import type { Interview } from "./types.ts";

export const priyaRaman: Interview = {
  id: "priya-raman-interview",
  name: "Priya Raman",
  title: "Illustrative Q&A: a nutrition perspective",
  topic: "Eating for energy, gut health and the years around menopause",
  summary:
    "An illustrative Q&A in a nutritionist's voice on protein, fiber and plant-based eating, why diet rules fail, and what to put on your plate when your body starts to change.",
  quote:
    "Instead of asking what to cut out, ask what to add: a handful of beans, a second vegetable, a proper serving of protein. Addition is easier to live with than restriction.",
  imageSrc: "/images/interviews/priya-raman.svg",
  imageDescription:
    "Illustrated portrait of Priya Raman, an illustrative character with long dark hair, wearing a marigold top",
  date: "2025-06-10",
  content: [
    "Priya Raman is an illustrative character, not a real nutritionist: her answers were drafted with AI-assisted research and checked by our editors against public nutrition guidance (the NIH Office of Dietary Supplements fact sheets and the Dietary Guidelines for Americans). The practice she describes is part of the illustration. We used her voice to ask why so many women feel worse on the diets they are told to follow, and what the evidence suggests instead.",
    { question: "What is the most common thing you see on a new client's food diary?" },
    "Not enough protein at breakfast and lunch, and far too little fiber all day. A typical day might be coffee, a piece of toast or a granola bar, a salad with very little in it, and then a big dinner and some snacking in the evening. By three o'clock the person is starving and foggy, and by nine she is eating everything in the cupboard and blaming her willpower. It is not willpower. It is a day that was underfueled from the start.",
    { question: "How much protein do women actually need?" },
    "More than the old minimum guidelines suggest, especially as we get older, because muscle becomes harder to build and keep after menopause. For most of my clients I aim for a palm-sized serving at every meal, roughly twenty-five to thirty grams, rather than loading it all at dinner. On a plant-based diet that means being deliberate: tofu, tempeh, lentils, chickpeas, edamame, soy milk, and a combination of grains and legumes across the day. It is entirely achievable; it just does not happen by accident.",
    { question: "And fiber?" },
    "Fiber is the nutrient almost nobody gets enough of, and it does so much. It feeds the gut bacteria that produce compounds that help regulate inflammation and appetite, it steadies blood sugar, it supports healthy cholesterol levels and it keeps digestion regular. Most women I see eat around fifteen grams a day when twenty-five to thirty is the target. I ask people to increase it slowly over a few weeks, with plenty of water, otherwise the bloating puts them off for life.",
    { question: "You are known for saying 'add, don't subtract'. What do you mean?" },
    "Diets that start with a list of banned foods tend to end in a binge and a sense of failure. Instead of asking what to cut out, ask what to add: a handful of beans, a second vegetable, a proper serving of protein. Addition is easier to live with than restriction, and it naturally crowds out some of the ultra-processed food without making anything forbidden. I have watched clients change their blood results with that one shift, without ever counting a calorie.",
    { question: "Does nutrition change around perimenopause and menopause?" },
    "It does. Falling estrogen affects where the body stores fat, how sensitive it is to insulin, and how quickly bone is lost. So the priorities sharpen: protein and strength training for muscle, calcium and vitamin D for bone, fiber and fewer refined carbohydrates for blood sugar, and a close look at alcohol, which worsens hot flashes and sleep for many women. Some find that soy foods ease their hot flashes a little; the research is mixed, but soy is a good protein either way, and the fears about it causing breast cancer have not held up in the studies.",
    { question: "What about supplements? Our readers ask about collagen in particular." },
    "Collagen is a protein, and an incomplete one, so I would never count it instead of a real meal; the evidence for skin and joints is early and mostly from small, industry-funded trials. What I do insist on is the basics first: vitamin D if levels are low, vitamin B12 for anyone eating a fully plant-based diet, iron checked for women with heavy periods, and omega-3s from algae oil for vegans who eat no fish. Those are the gaps I see causing real problems.",
    { question: "What is one change readers could make this week?" },
    "Build your breakfast around protein and fiber. Overnight oats made with soy milk, chia seeds and berries, or scrambled tofu with spinach on whole-grain toast. Do that for one week and notice your afternoon. Most people are surprised how different three o'clock feels. And be kind to yourself in the process; food is also pleasure and culture and family, and a healthy way of eating has to leave room for all of that.",
  ],
};
