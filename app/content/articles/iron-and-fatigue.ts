import { NOT_MEDICAL_ADVICE, type StarterArticle } from "./types.ts";

export const ironAndFatigue: StarterArticle = {
  title: "Iron and Fatigue: Why So Many Women Run Low",
  category: "Nutrition",
  authorName: "The Wellness Circle Team",
  excerpt:
    "Iron deficiency is the most common nutritional deficiency in the world and women are most affected. Learn the signs, the right tests, the foods that help, and how to take iron supplements sensibly.",
  imageUrl: "/images/articles/iron-and-fatigue.webp",
  imageDescription: "Illustration of a plate of lentils with spinach leaves and a round badge reading Fe",
  publishedAt: "2025-08-19T08:00:00.000Z",
  keyTakeaways: [
    "Iron deficiency is the most common nutritional deficiency worldwide, and women of reproductive age are among those most affected.",
    "Symptoms such as tiredness and breathlessness are not specific: a blood test is the only way to know.",
    "Pair plant iron with vitamin C, and keep tea, coffee and large doses of calcium away from iron-rich meals.",
    "Once-daily or alternate-day dosing can help absorption and may reduce side effects.",
    "Do not take iron long term without a confirmed need, and keep supplements away from children.",
  ],
  content: `
<p>Feeling tired is so common that it is easy to dismiss. But persistent exhaustion, breathlessness on the stairs or a racing heart can have a simple, treatable cause: not enough iron. Iron deficiency is the most common nutritional deficiency worldwide, and women of reproductive age are among those most affected [3]. The World Health Organization estimates that around 30 percent of women aged 15 to 49 have anemia, and iron deficiency is its leading cause [2].</p>
<p>Iron deficiency is not only a problem in low-income countries. A study of US national survey data published in <em>JAMA</em> in 2023 found that nearly 40 percent of females aged 12 to 21 had iron deficiency, while about 6 percent had iron-deficiency anemia [4].</p>

<h2>What iron does</h2>
<p>Most of the body's iron sits in hemoglobin, the protein in red blood cells that carries oxygen from the lungs to every tissue. Iron is also needed for muscle function, energy production, the immune system and brain development. The body stores spare iron mainly as ferritin, and when intake or absorption does not keep up with losses, those stores run down first. Only later does hemoglobin fall and anemia develop [3].</p>

<h2>Why women are at higher risk</h2>
<ul>
  <li><strong>Menstrual blood loss.</strong> Every period costs iron, and heavy menstrual bleeding is one of the most common causes of deficiency. Periods that soak through protection every hour or two, last longer than seven days or include large clots are worth discussing with a doctor, as effective treatments exist.</li>
  <li><strong>Pregnancy</strong>, when iron needs rise sharply to support the baby and the larger blood volume.</li>
  <li><strong>Diet.</strong> Vegetarian and vegan diets can provide enough iron, but the type found in plants is less well absorbed, so planning matters.</li>
  <li><strong>Other losses and absorption problems</strong>, such as frequent blood donation, celiac disease, inflammatory bowel disease, some weight-loss surgery, or bleeding from the gut. Unexplained iron deficiency, especially after menopause, should always be investigated.</li>
</ul>
<p>Iron needs reflect these losses. In the US, the recommended intake is 18 mg a day for women aged 19 to 50, falling to 8 mg after 50 when periods stop [1]. The UK reference intake for women aged 19 to 50 is 14.8 mg a day [8].</p>

<h2>Signs and symptoms</h2>
<p>Symptoms develop gradually and can be vague: tiredness and lack of energy, shortness of breath, noticeable heartbeats, pale skin, headaches, hair shedding, brittle nails and, in some people, restless legs or an unusual craving to chew ice [7]. None of these are specific, so the only way to know is a blood test.</p>
<p>Low iron stores may cause fatigue even before anemia appears. In a randomized trial published in the <em>Canadian Medical Association Journal</em>, menstruating women with unexplained fatigue, low ferritin and normal hemoglobin who took iron for 12 weeks reported a significantly larger reduction in fatigue than those on a placebo [5].</p>

<h2>Getting tested</h2>
<p>A complete blood count measures hemoglobin and the size of red blood cells, and a ferritin test shows how full your iron stores are. Ferritin also rises with inflammation or infection, so a "normal" result can occasionally hide a deficiency; your clinician may add other tests in that situation. Ask for a test rather than starting supplements on a hunch, because finding the cause matters as much as correcting the numbers.</p>

<h2>Eating for iron</h2>
<p>Food contains two forms of iron. <strong>Heme iron</strong>, in red meat, poultry and fish, is absorbed relatively well. <strong>Non-heme iron</strong>, in beans, lentils, tofu, dark green leafy vegetables, dried fruit, nuts, seeds and fortified cereals, is absorbed less efficiently, but you can improve the odds:</p>
<ul>
  <li><strong>Pair plant iron with vitamin C</strong>, for example lentil curry with tomatoes and peppers, fortified cereal with berries or a glass of orange juice, or hummus with red pepper sticks.</li>
  <li><strong>Keep tea and coffee away from iron-rich meals.</strong> Their polyphenols bind iron; drinking them an hour or so apart helps.</li>
  <li><strong>Separate large doses of calcium</strong> (including calcium supplements) from your main iron-rich meal, as calcium also reduces absorption [1].</li>
  <li><strong>Soak, sprout or ferment</strong> beans and grains where practical, which lowers phytate, another absorption blocker.</li>
</ul>

<h2>Taking iron supplements well</h2>
<p>When a deficiency is confirmed, supplements are usually needed, because diet alone is slow to refill empty stores. Common side effects include constipation, nausea and stomach upset. A few practical points from the research:</p>
<ul>
  <li><strong>Less can be more.</strong> Each dose raises hepcidin, a hormone that blocks further iron absorption for about a day. Trials in iron-depleted women found that giving iron on alternate days increased the proportion absorbed compared with consecutive days, and that splitting doses through the day did not help [6]. Many clinicians now suggest once-daily or alternate-day dosing, which can also reduce side effects.</li>
  <li><strong>Take it on an empty stomach if you can</strong>, with water or juice rather than tea, coffee or milk. If it upsets your stomach, taking it with a little food is better than stopping altogether.</li>
  <li><strong>Recheck your blood</strong> after a few weeks to confirm it is working, and continue for about three months after levels normalize to refill stores, as your clinician advises.</li>
  <li><strong>Keep supplements away from children.</strong> Iron overdose is dangerous for young children [1].</li>
</ul>
<p>Do not take iron long term without a confirmed need. Excess iron can be harmful, and some people have a genetic condition, hemochromatosis, that causes iron to build up.</p>

${NOT_MEDICAL_ADVICE}

<h2>References</h2>
<ol>
  <li>National Institutes of Health, Office of Dietary Supplements. Iron: Fact Sheet for Health Professionals. <a href="https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/">ods.od.nih.gov</a></li>
  <li>World Health Organization. Anaemia (fact sheet). <a href="https://www.who.int/news-room/fact-sheets/detail/anaemia">who.int</a></li>
  <li>Pasricha SR, Tye-Din J, Muckenthaler MU, Swinkels DW. Iron deficiency. <em>The Lancet</em>. 2021;397(10270):233–248. <a href="https://doi.org/10.1016/S0140-6736(20)32594-0">doi:10.1016/S0140-6736(20)32594-0</a></li>
  <li>Weyand AC, Chaitoff A, Freed GL, Sholzberg M, Choi SW, McGann PT. Prevalence of iron deficiency and iron-deficiency anemia in US females aged 12–21 years, 2003–2020. <em>JAMA</em>. 2023;329(24):2191–2193. <a href="https://doi.org/10.1001/jama.2023.8020">doi:10.1001/jama.2023.8020</a></li>
  <li>Vaucher P, Druais PL, Waldvogel S, Favrat B. Effect of iron supplementation on fatigue in nonanemic menstruating women with low ferritin: a randomized controlled trial. <em>CMAJ</em>. 2012;184(11):1247–1254. <a href="https://doi.org/10.1503/cmaj.110950">doi:10.1503/cmaj.110950</a></li>
  <li>Stoffel NU, Cercamondi CI, Brittenham G, et al. Iron absorption from oral iron supplements given on consecutive versus alternate days and as single morning doses versus twice-daily split dosing in iron-depleted women: two open-label, randomised controlled trials. <em>The Lancet Haematology</em>. 2017;4(11):e524–e533. <a href="https://doi.org/10.1016/S2352-3026(17)30182-5">doi:10.1016/S2352-3026(17)30182-5</a></li>
  <li>NHS. Iron deficiency anaemia. <a href="https://www.nhs.uk/conditions/iron-deficiency-anaemia/">nhs.uk/conditions/iron-deficiency-anaemia</a></li>
  <li>NHS. Iron. <a href="https://www.nhs.uk/conditions/vitamins-and-minerals/iron/">nhs.uk/conditions/vitamins-and-minerals/iron</a></li>
</ol>
`,
};
