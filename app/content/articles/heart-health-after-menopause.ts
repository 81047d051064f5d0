import { NOT_MEDICAL_ADVICE, type StarterArticle } from "./types.ts";

export const heartHealthAfterMenopause: StarterArticle = {
  title: "Heart Health After Menopause: Know Your Numbers",
  category: "Hormones & Menopause",
  authorName: "The Wellness Circle Team",
  excerpt:
    "Heart disease is the leading cause of death in women, and the menopause transition is when risk starts to climb. Here is what changes, which numbers to track, and the habits with the strongest evidence.",
  imageUrl: "/images/articles/heart-health-after-menopause.webp",
  imageDescription: "Illustration of a red heart with a white heartbeat line running across it",
  publishedAt: "2025-07-22T08:00:00.000Z",
  keyTakeaways: [
    "Cardiovascular disease is the leading cause of death for women in the United States, and risk climbs in the years after menopause.",
    "LDL cholesterol rises around the final period, a change linked to menopause itself rather than simply to getting older.",
    "A natural menopause before 45, and especially before 40, is linked to a higher risk of cardiovascular events.",
    "Blood pressure, cholesterol and blood sugar are simple measurements that tell you a great deal.",
    "Hormone therapy is used to treat menopausal symptoms, not to prevent heart disease.",
  ],
  content: `
<p>Ask most women which disease they worry about most and breast cancer usually tops the list. Yet cardiovascular disease, which includes heart attacks and strokes, is the leading cause of death for women in the United States and one of the leading causes worldwide. Risk is low for most women in their thirties and early forties, then climbs noticeably in the years after menopause. The good news is that much of that risk is measurable, and a lot of it is modifiable.</p>

<h2>Why risk rises around menopause</h2>
<p>Before menopause, women on average develop heart disease later than men. Part of that difference narrows after the final period. A 2020 scientific statement from the American Heart Association (AHA) brought together the evidence on what changes during the transition [1]:</p>
<ul>
  <li><strong>Cholesterol rises.</strong> In the SWAN study, LDL ("bad") cholesterol and apolipoprotein B increased sharply in the year or so around the final menstrual period, a change linked to menopause itself rather than simply to getting older [3].</li>
  <li><strong>Fat moves inward.</strong> Body fat tends to shift towards the abdomen and around the organs (visceral fat), which is more closely linked to heart disease and type 2 diabetes than fat on the hips and thighs [1].</li>
  <li><strong>Blood vessels change.</strong> Arteries tend to become stiffer and blood pressure rises with age, and the AHA statement notes measurable changes in vascular health across the transition [1].</li>
  <li><strong>Sleep and mood can suffer</strong>, and both poor sleep and depression are associated with cardiovascular risk.</li>
</ul>
<p>The timing of menopause matters too. A pooled analysis of more than 300,000 women published in <em>The Lancet Public Health</em> found that women whose natural menopause came before 45, and especially before 40, had a higher risk of cardiovascular events than those who reached menopause at 50 to 51 [4]. An early menopause is worth mentioning to your doctor for that reason.</p>

<h2>Risk factors that are specific to women</h2>
<p>Some signals of future heart risk appear earlier in life and are easy to forget. Pre-eclampsia, high blood pressure in pregnancy, gestational diabetes and pre-term delivery are all associated with higher cardiovascular risk later on. Polycystic ovary syndrome and autoimmune conditions such as lupus and rheumatoid arthritis also raise risk. If any of these apply to you, make sure they are in your medical record and raised when your risk is assessed.</p>

<h2>Know your numbers</h2>
<p>Heart health is one of the few areas where a handful of simple measurements tell you a great deal.</p>
<ul>
  <li><strong>Blood pressure.</strong> High blood pressure usually causes no symptoms. Check it at least every few years, and more often if it has been raised before. Home monitors that have been clinically validated are a reliable way to track it.</li>
  <li><strong>Cholesterol.</strong> A lipid test shows total, LDL and HDL cholesterol and triglycerides. Because LDL can rise around menopause, a result from your thirties may no longer reflect where you are.</li>
  <li><strong>Blood sugar.</strong> An HbA1c or fasting glucose test screens for type 2 diabetes and prediabetes.</li>
  <li><strong>Waist size and weight</strong>, as a rough guide to visceral fat.</li>
</ul>
<p>In England, adults aged 40 to 74 without existing heart disease are invited to a free NHS Health Check every five years, which covers these measurements and estimates your ten-year risk [6]. In other countries, ask your primary care clinician about an equivalent assessment.</p>

<h2>Life's Essential 8</h2>
<p>The AHA summarizes cardiovascular health in eight measures, called Life's Essential 8: diet, physical activity, nicotine exposure, sleep, body weight, blood cholesterol, blood sugar and blood pressure [2]. Higher scores are linked to lower risk of heart disease and stroke, and each measure can be improved:</p>
<ol>
  <li><strong>Eat a mostly plant-forward diet</strong> rich in vegetables, fruit, whole grains, pulses, nuts and olive oil, with fish, and limited processed meat, salt and sugary drinks.</li>
  <li><strong>Move regularly.</strong> The target for adults is 150 minutes a week of moderate activity, such as brisk walking, plus muscle-strengthening twice a week [7].</li>
  <li><strong>Avoid tobacco and nicotine.</strong> Stopping smoking at any age lowers risk, and support services roughly double the chance of quitting for good.</li>
  <li><strong>Sleep seven to nine hours</strong> a night where possible, and seek help for persistent insomnia or loud snoring with pauses in breathing.</li>
  <li><strong>Keep a healthy weight</strong>, with attention to waist size.</li>
  <li><strong>Manage cholesterol, blood sugar and blood pressure</strong>, with medicines such as statins or blood pressure tablets when lifestyle changes are not enough. These medicines are well studied and effective in women.</li>
</ol>

<h2>What about hormone therapy?</h2>
<p>Hormone therapy is used to treat menopausal symptoms, not to prevent heart disease. The Women's Health Initiative trials, which followed more than 27,000 women, found that hormone therapy should not be taken for the purpose of preventing chronic disease [5]. Later analyses suggest that for women starting it under 60 or within ten years of menopause, the cardiovascular risks are low [5], which is part of why it is considered reasonable for symptom relief in that group. Your heart health is one of the factors a clinician will weigh when you discuss it.</p>

<h2>Know the warning signs</h2>
<p>Chest pain or pressure is the most common symptom of a heart attack in women as well as men. Women are, however, somewhat more likely to also have other symptoms, such as breathlessness, nausea, unusual tiredness, or pain in the back, jaw, neck or arm. Stroke signs include a drooping face, weakness in an arm and slurred speech. Call emergency services straight away if you notice these: fast treatment saves heart muscle and brain tissue.</p>

${NOT_MEDICAL_ADVICE}

<h2>References</h2>
<ol>
  <li>El Khoudary SR, Aggarwal B, Beckie TM, et al. Menopause transition and cardiovascular disease risk: implications for timing of early prevention. A scientific statement from the American Heart Association. <em>Circulation</em>. 2020;142(25):e506–e532. <a href="https://doi.org/10.1161/CIR.0000000000000912">doi:10.1161/CIR.0000000000000912</a></li>
  <li>Lloyd-Jones DM, Allen NB, Anderson CAM, et al. Life's Essential 8: updating and enhancing the American Heart Association's construct of cardiovascular health. <em>Circulation</em>. 2022;146(5):e18–e43. <a href="https://doi.org/10.1161/CIR.0000000000001078">doi:10.1161/CIR.0000000000001078</a></li>
  <li>Matthews KA, Crawford SL, Chae CU, et al. Are changes in cardiovascular disease risk factors in midlife women due to chronological aging or to the menopausal transition? <em>Journal of the American College of Cardiology</em>. 2009;54(25):2366–2373. <a href="https://doi.org/10.1016/j.jacc.2009.10.009">doi:10.1016/j.jacc.2009.10.009</a></li>
  <li>Zhu D, Chung HF, Dobson AJ, et al. Age at natural menopause and risk of incident cardiovascular disease: a pooled analysis of individual patient data. <em>The Lancet Public Health</em>. 2019;4(11):e553–e564. <a href="https://doi.org/10.1016/S2468-2667(19)30155-0">doi:10.1016/S2468-2667(19)30155-0</a></li>
  <li>Manson JE, Chlebowski RT, Stefanick ML, et al. Menopausal hormone therapy and health outcomes during the intervention and extended poststopping phases of the Women's Health Initiative randomized trials. <em>JAMA</em>. 2013;310(13):1353–1368. <a href="https://doi.org/10.1001/jama.2013.278040">doi:10.1001/jama.2013.278040</a></li>
  <li>NHS. NHS Health Check. <a href="https://www.nhs.uk/conditions/nhs-health-check/">nhs.uk/conditions/nhs-health-check</a></li>
  <li>NHS. Physical activity guidelines for adults aged 19 to 64. <a href="https://www.nhs.uk/live-well/exercise/physical-activity-guidelines-for-adults-aged-19-to-64/">nhs.uk/live-well/exercise</a></li>
</ol>
`,
};
