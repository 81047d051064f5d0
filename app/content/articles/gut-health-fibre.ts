import { NOT_MEDICAL_ADVICE, type StarterArticle } from "./types.ts";

export const gutHealthFibre: StarterArticle = {
  title: "Gut Health Without the Hype: Fiber, Fermented Foods and Probiotics",
  slug: "gut-health-without-the-hype-fibre-fermented-foods-and-probiotics",
  category: "Gut Health",
  authorName: "The Wellness Circle Team",
  excerpt:
    "The gut microbiome is a real and exciting field, but the marketing runs ahead of the science. What the evidence supports: more fiber, a wide variety of plants, some fermented foods, and probiotics only for specific uses.",
  imageUrl: "/images/articles/gut-health-fibre.webp",
  imageDescription: "Illustration of a jar of fermented vegetables beside a curving green line and leaves",
  publishedAt: "2025-10-21T08:00:00.000Z",
  keyTakeaways: [
    "Fiber has some of the most consistent evidence in nutrition; UK advice is 30 grams a day, and average intakes are around 20 grams.",
    "Eating a wide variety of plants is linked to a more diverse gut microbiome.",
    "Fermented foods are a low-risk addition; a small study linked them to higher microbiome diversity.",
    "Probiotics' effects depend on the strain, the dose and the condition; one established use is alongside antibiotics.",
    "See a doctor for blood in your stool, a change in bowel habit lasting three weeks or more, or unexplained weight loss.",
  ],
  content: `
<p>Your large intestine is home to trillions of microbes, collectively called the gut microbiome. They help digest fiber our own enzymes cannot break down, produce short-chain fatty acids that nourish the cells lining the colon, help train the immune system and make some vitamins. Research into how the microbiome relates to health has exploded, and so has a market of tests, powders and supplements promising to "fix" it. The science is promising but young, and many of the strongest claims are ahead of the evidence. Fortunately, the steps that are best supported are also simple and inexpensive.</p>

<h2>1. Eat more fiber</h2>
<p>Fiber is the main food for gut bacteria, and it has some of the most consistent evidence in nutrition. A series of systematic reviews and meta-analyses commissioned by the World Health Organization and published in <em>The Lancet</em> found that people eating 25 to 29 grams of fiber a day had a 15 to 30 percent lower risk of death from all causes and from cardiovascular disease, and lower rates of coronary heart disease, stroke, type 2 diabetes and colorectal cancer, than those eating the least [1]. Higher intakes appeared to bring further benefit [1].</p>
<p>The UK's Scientific Advisory Committee on Nutrition recommends that adults eat <strong>30 grams of fiber a day</strong>, yet average intakes are only around 20 grams [2][7]. US dietary guidelines suggest about 14 grams per 1,000 calories, roughly 25 grams a day for many women [8]. Most of us have room to improve.</p>
<p>Simple ways to get there:</p>
<ul>
  <li>Choose whole grains: oats, whole-wheat bread, brown rice, whole-wheat pasta, barley.</li>
  <li>Add a handful of beans, chickpeas or lentils to soups, salads, curries and sauces.</li>
  <li>Keep the skins on potatoes and fruit where you can.</li>
  <li>Snack on fruit, nuts, seeds or vegetable sticks with hummus.</li>
  <li>Aim for vegetables with most meals; frozen and canned count too.</li>
</ul>
<p>Increase fiber <strong>gradually</strong> over a few weeks and drink plenty of fluids, which helps avoid bloating and gas while your gut adjusts.</p>

<h2>2. Eat a wide variety of plants</h2>
<p>Different microbes thrive on different fibers and plant compounds, so variety may matter as well as quantity. In the American Gut Project, a large citizen-science study, people who ate more than 30 different types of plants a week had more diverse gut microbiomes than those who ate ten or fewer [4]. This was an observational finding, so it does not prove cause and effect, but "eat a wider range of plants" is sound advice for many reasons. Herbs, spices, nuts, seeds, whole grains and pulses all count, and a mixed bag of frozen vegetables or a jar of mixed seeds is an easy way to add several types at once.</p>

<h2>3. Include some fermented foods</h2>
<p>Yogurt, kefir, sauerkraut, kimchi, miso, tempeh and kombucha contain live microbes or their products. A small randomized study at Stanford University, published in <em>Cell</em>, compared a diet high in fermented foods with a high-fiber diet over ten weeks. The fermented-food group showed an increase in microbiome diversity and a decrease in several markers of inflammation [3]. The high-fiber group did not show the same short-term change in diversity, though fiber has many other proven benefits. The study was small, so it is a reason for interest rather than a final answer, but fermented foods are a tasty and low-risk addition to most diets. Check labels for "live" or "unpasteurized" cultures, and watch the salt in pickled foods and the sugar in some yogurts and kombuchas.</p>

<h2>4. Be selective about probiotics</h2>
<p>Probiotics are live microorganisms that, in adequate amounts, can benefit health. The catch is that effects depend on the specific strain, the dose and the condition; a product that helps one problem may do nothing for another. The US National Center for Complementary and Integrative Health notes that for many conditions the evidence is limited, and that little is known about their effects in healthy people [6].</p>
<p>There are some established uses. A Cochrane review found moderate-certainty evidence that probiotics taken alongside antibiotics reduce the risk of <em>Clostridioides difficile</em>-associated diarrhea in adults and children [5]. Certain strains may also help some people with irritable bowel syndrome, though results vary. If you want to try one, choose a product with the strain and dose tested for your purpose, try it for about four weeks, and stop if it makes no difference. People who are seriously ill or have a weakened immune system should ask their doctor first, because rare serious infections have been reported [6].</p>

<h2>What about tests and cleanses?</h2>
<p>Direct-to-consumer microbiome tests can describe which bacteria are in a stool sample, but there is not yet a validated "healthy microbiome" to compare it with, and the results rarely lead to advice beyond eating more fiber and plants. Colon cleanses and detox products are unnecessary, and some can cause harm.</p>

<h2>When symptoms need attention</h2>
<p>Occasional bloating and changes in bowel habit are common. See a doctor if you notice blood in your stool, a persistent change in bowel habit for three weeks or more, unexplained weight loss, ongoing abdominal pain or a lump, or if symptoms wake you at night. Irritable bowel syndrome is especially common in women and can be helped by specialist dietary approaches such as a low-FODMAP diet, which is best followed with a registered dietitian because it is meant to be temporary.</p>

${NOT_MEDICAL_ADVICE}

<h2>References</h2>
<ol>
  <li>Reynolds A, Mann J, Cummings J, Winter N, Mete E, Te Morenga L. Carbohydrate quality and human health: a series of systematic reviews and meta-analyses. <em>The Lancet</em>. 2019;393(10170):434–445. <a href="https://doi.org/10.1016/S0140-6736(18)31809-9">doi:10.1016/S0140-6736(18)31809-9</a></li>
  <li>Scientific Advisory Committee on Nutrition. <em>Carbohydrates and Health</em>. London: The Stationery Office; 2015. <a href="https://www.gov.uk/government/publications/sacn-carbohydrates-and-health-report">gov.uk/government/publications</a></li>
  <li>Wastyk HC, Fragiadakis GK, Perelman D, et al. Gut-microbiota-targeted diets modulate human immune status. <em>Cell</em>. 2021;184(16):4137–4153. <a href="https://doi.org/10.1016/j.cell.2021.06.019">doi:10.1016/j.cell.2021.06.019</a></li>
  <li>McDonald D, Hyde E, Debelius JW, et al. American Gut: an open platform for citizen science microbiome research. <em>mSystems</em>. 2018;3(3):e00031-18. <a href="https://doi.org/10.1128/mSystems.00031-18">doi:10.1128/mSystems.00031-18</a></li>
  <li>Goldenberg JZ, Yap C, Lytvyn L, et al. Probiotics for the prevention of <em>Clostridium difficile</em>-associated diarrhea in adults and children. <em>Cochrane Database of Systematic Reviews</em>. 2017;12:CD006095. <a href="https://doi.org/10.1002/14651858.CD006095.pub4">doi:10.1002/14651858.CD006095.pub4</a></li>
  <li>National Center for Complementary and Integrative Health. Probiotics: What You Need To Know. <a href="https://www.nccih.nih.gov/health/probiotics-what-you-need-to-know">nccih.nih.gov</a></li>
  <li>NHS. How to get more fibre into your diet. <a href="https://www.nhs.uk/live-well/eat-well/digestive-health/how-to-get-more-fibre-into-your-diet/">nhs.uk/live-well/eat-well</a></li>
  <li>U.S. Department of Agriculture and U.S. Department of Health and Human Services. <em>Dietary Guidelines for Americans, 2020–2025</em>. 9th edition. 2020. <a href="https://www.dietaryguidelines.gov/">dietaryguidelines.gov</a></li>
</ol>
`,
};
