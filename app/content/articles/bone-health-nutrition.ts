import { NOT_MEDICAL_ADVICE, type StarterArticle } from "./types.ts";

export const boneHealthNutrition: StarterArticle = {
  title: "Eating for Strong Bones: Calcium, Vitamin D and Protein",
  category: "Nutrition",
  authorName: "The Wellness Circle Team",
  excerpt:
    "How much calcium and vitamin D you really need, which foods deliver them, what the big trials say about supplements, and why protein matters for your skeleton as much as your muscles.",
  imageUrl: "/images/articles/bone-health-nutrition.webp",
  imageDescription: "Illustration of a white bowl of leafy greens and fruit next to a glass of milk",
  publishedAt: "2025-08-05T08:00:00.000Z",
  keyTakeaways: [
    "Bone loss speeds up around menopause, when estrogen falls.",
    "Most people can reach their calcium target through food; calcium supplements have not been shown to prevent fractures in the general population.",
    "UK advice is to consider a 10 microgram (400 IU) vitamin D supplement in autumn and winter; higher doses did not reduce fractures in the VITAL trial.",
    "Higher protein intakes have not been found to harm bone.",
    "Weight-bearing and strength exercise, not smoking and limiting alcohol also protect bones.",
  ],
  content: `
<p>Bone is living tissue that is broken down and rebuilt throughout life. We build most of our bone mass by our late twenties, hold it fairly steady for a while, and then slowly lose it. For women the loss speeds up around menopause, when falling estrogen tips the balance towards breakdown. In the SWAN study, bone density at the spine fell by roughly 2 percent a year across the menopause transition [6]. Osteoporosis, in which bones become fragile and break more easily, is the result for many.</p>
<p>Nutrition cannot do everything, but it supplies the raw materials your skeleton depends on. Here is what the evidence supports.</p>

<h2>Calcium: aim for food first</h2>
<p>About 99 percent of the body's calcium is stored in bones and teeth [1]. How much you need depends on where you live and which expert body you ask. In the US and Canada, the recommended intake is 1,000 mg a day for women aged 19 to 50 and 1,200 mg a day from 51 onwards [1][3]. The UK reference intake for adults is 700 mg a day [11]. Either way, most people can reach their target through food.</p>
<p>Good sources include:</p>
<ul>
  <li>Milk, yogurt and cheese (a 250 ml glass of milk provides roughly 300 mg [1]).</li>
  <li>Calcium-fortified plant drinks and yogurts; check the label, and shake the carton, as the added calcium can settle.</li>
  <li>Tofu set with calcium sulfate, which can be one of the richest sources of all.</li>
  <li>Canned sardines and salmon eaten with their soft bones.</li>
  <li>Kale, bok choy, broccoli, almonds, sesame seeds and tahini, dried figs and fortified bread or cereals.</li>
</ul>
<p>Spinach is often listed as a calcium source, but it also contains oxalate, which binds calcium and makes very little of it available to the body [1]. It is nutritious for other reasons, but it should not be counted on for calcium.</p>

<h2>What about calcium supplements?</h2>
<p>Supplements are useful for people who cannot meet their needs from food, and they are usually prescribed alongside osteoporosis medicines. For the general population the evidence is less encouraging. A systematic review in <em>The BMJ</em> found that dietary calcium intake was not associated with fracture risk, and that there was no strong, consistent evidence that calcium supplements prevent fractures [4]. Supplements can also cause constipation and, in the Women's Health Initiative trial, calcium with vitamin D was linked to a higher rate of kidney stones [9]. If you do take one, the body absorbs calcium best in doses of 500 mg or less at a time, and calcium carbonate is absorbed better with food [1].</p>

<h2>Vitamin D: the sunshine vitamin with limits</h2>
<p>Vitamin D helps the gut absorb calcium. Skin makes it in sunlight, but at northern latitudes the sun is too weak to do so for several months of the year. That is why UK health advice is for everyone to consider a 10 microgram (400 IU) vitamin D supplement in autumn and winter, and all year round for people who get little sun on their skin, including those who cover up outdoors or have darker skin [10]. In the US the recommended intake is 15 micrograms (600 IU) a day up to age 70 and 20 micrograms (800 IU) after that [2][3].</p>
<p>Food sources are limited: oily fish, egg yolks, and fortified foods such as some spreads, cereals and plant drinks.</p>
<p>More is not better. The large VITAL trial gave more than 25,000 healthy US adults 2,000 IU of vitamin D a day or a placebo for about five years [5]. Among participants who were not selected for deficiency, the supplement did not reduce fractures [5]. The sensible approach is to avoid deficiency rather than to take high doses. Very high intakes can raise blood calcium to harmful levels [2].</p>

<h2>Protein: an overlooked bone nutrient</h2>
<p>Protein makes up about half of bone's volume and a third of its mass, forming the collagen framework on which minerals are laid. An older worry held that high-protein diets leach calcium from bone. The evidence has not borne this out. A systematic review and meta-analysis for the US National Osteoporosis Foundation found no harm to bone from higher protein intakes and a small positive association with bone density at the spine [7].</p>
<p>Protein also supports muscle, and strong muscles protect bones by improving balance and reducing falls. The standard recommendation for adults is 0.8 g per kilogram of body weight per day; an expert group on protein needs in older age (PROT-AGE) suggested 1.0 to 1.2 g per kilogram for people over 65 [8]. Spreading protein across meals, with sources such as eggs, dairy, fish, poultry, beans, lentils, tofu and nuts, is a practical way to get there.</p>

<h2>Other habits that help your bones</h2>
<ul>
  <li><strong>Weight-bearing and strength exercise</strong>, such as brisk walking, stair climbing, dancing and resistance training, signals bone to stay strong.</li>
  <li><strong>Limit alcohol</strong> and <strong>do not smoke</strong>; both are established risk factors for fracture.</li>
  <li><strong>Eat plenty of vegetables and fruit</strong>, which provide potassium, magnesium and vitamin K.</li>
  <li><strong>Ask about your fracture risk</strong> if you had an early menopause, have broken a bone after a minor fall, take long-term steroid tablets, or have a parent who broke a hip. A bone density scan and a risk calculation can guide whether treatment is needed.</li>
</ul>

<h2>A simple daily pattern</h2>
<p>A bowl of oatmeal made with milk or fortified soy drink at breakfast, a lunch that includes yogurt or a tahini dressing over greens, and a dinner with tofu, fish or beans can comfortably provide 800 to 1,200 mg of calcium along with plenty of protein [1]. Add a vitamin D supplement in the darker months, move your body most days, and your skeleton has what it needs.</p>

${NOT_MEDICAL_ADVICE}

<h2>References</h2>
<ol>
  <li>National Institutes of Health, Office of Dietary Supplements. Calcium: Fact Sheet for Health Professionals. <a href="https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/">ods.od.nih.gov</a></li>
  <li>National Institutes of Health, Office of Dietary Supplements. Vitamin D: Fact Sheet for Health Professionals. <a href="https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/">ods.od.nih.gov</a></li>
  <li>Institute of Medicine. <em>Dietary Reference Intakes for Calcium and Vitamin D</em>. Washington, DC: The National Academies Press; 2011. <a href="https://doi.org/10.17226/13050">doi:10.17226/13050</a></li>
  <li>Bolland MJ, Leung W, Tai V, et al. Calcium intake and risk of fracture: systematic review. <em>BMJ</em>. 2015;351:h4580. <a href="https://doi.org/10.1136/bmj.h4580">doi:10.1136/bmj.h4580</a></li>
  <li>LeBoff MS, Chou SH, Ratliff KA, et al. Supplemental vitamin D and incident fractures in midlife and older adults. <em>New England Journal of Medicine</em>. 2022;387(4):299–309. <a href="https://doi.org/10.1056/NEJMoa2202106">doi:10.1056/NEJMoa2202106</a></li>
  <li>Greendale GA, Sowers M, Han W, et al. Bone mineral density loss in relation to the final menstrual period in a multiethnic cohort: results from the Study of Women's Health Across the Nation (SWAN). <em>Journal of Bone and Mineral Research</em>. 2012;27(1):111–118. <a href="https://doi.org/10.1002/jbmr.534">doi:10.1002/jbmr.534</a></li>
  <li>Shams-White MM, Chung M, Du M, et al. Dietary protein and bone health: a systematic review and meta-analysis from the National Osteoporosis Foundation. <em>American Journal of Clinical Nutrition</em>. 2017;105(6):1528–1543. <a href="https://doi.org/10.3945/ajcn.116.145110">doi:10.3945/ajcn.116.145110</a></li>
  <li>Bauer J, Biolo G, Cederholm T, et al. Evidence-based recommendations for optimal dietary protein intake in older people: a position paper from the PROT-AGE Study Group. <em>Journal of the American Medical Directors Association</em>. 2013;14(8):542–559. <a href="https://doi.org/10.1016/j.jamda.2013.05.021">doi:10.1016/j.jamda.2013.05.021</a></li>
  <li>Jackson RD, LaCroix AZ, Gass M, et al. Calcium plus vitamin D supplementation and the risk of fractures. <em>New England Journal of Medicine</em>. 2006;354(7):669–683. <a href="https://doi.org/10.1056/NEJMoa055218">doi:10.1056/NEJMoa055218</a></li>
  <li>NHS. Vitamin D. <a href="https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/">nhs.uk/conditions/vitamins-and-minerals/vitamin-d</a></li>
  <li>NHS. Calcium. <a href="https://www.nhs.uk/conditions/vitamins-and-minerals/calcium/">nhs.uk/conditions/vitamins-and-minerals/calcium</a></li>
</ol>
`,
};
