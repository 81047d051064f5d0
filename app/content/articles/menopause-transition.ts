import { NOT_MEDICAL_ADVICE, type StarterArticle } from "./types.ts";

export const menopauseTransition: StarterArticle = {
  title: "Perimenopause and Menopause: What Is Happening and What Helps",
  category: "Hormones & Menopause",
  authorName: "The Wellness Circle Team",
  excerpt:
    "Hot flashes, broken sleep, mood changes and irregular periods: a clear guide to what the menopause transition is, how long symptoms usually last, and which treatments have good evidence behind them.",
  imageUrl: "/images/articles/menopause-transition.webp",
  imageDescription: "Illustration of moon phases rising along an arc above two green leaves, on a soft pink background",
  publishedAt: "2025-07-08T08:00:00.000Z",
  keyTakeaways: [
    "Women over 45 with typical symptoms can be diagnosed on their symptoms alone, without blood tests.",
    "In the SWAN study, frequent hot flashes and night sweats lasted a median of 7.4 years.",
    "Hormone therapy is the most effective treatment for hot flashes and night sweats; for healthy women under 60, its benefits for bothersome symptoms generally outweigh the risks.",
    "CBT and some prescription medicines are effective options without hormones.",
    "Bleeding after twelve months without a period should always be assessed by a doctor.",
  ],
  content: `
<p>Menopause is a single day on the calendar: the point twelve months after your last menstrual period. The years that lead up to it, called perimenopause or the menopause transition, are where most of the change happens. For many women it arrives in the mid-to-late forties, and the average age of the final period in the UK and the US is around 51 [7]. Knowing what is going on in your body, and what really helps, makes this stage far easier to navigate.</p>

<h2>What changes in your hormones</h2>
<p>During perimenopause the ovaries respond less predictably to the brain's signals. Estrogen does not simply drift down; it swings, sometimes higher than before and sometimes much lower, while progesterone falls as ovulation becomes less regular. Those swings explain why symptoms can come and go, and why cycles may shorten, lengthen or skip. After the final period, estrogen settles at a consistently low level.</p>
<p>Because hormone levels fluctuate so much from day to day, a single blood test is a poor guide. UK guidance from the National Institute for Health and Care Excellence (NICE) advises that women over 45 with typical symptoms can be diagnosed on their symptoms alone, without tests [1]. Blood tests are more useful for younger women, where an early menopause needs to be confirmed.</p>

<h2>Common symptoms</h2>
<ul>
  <li><strong>Hot flashes and night sweats</strong> (vasomotor symptoms), which affect most women at some point in the transition.</li>
  <li><strong>Sleep problems</strong>, often worsened by night sweats but also occurring on their own.</li>
  <li><strong>Mood changes</strong>, including low mood, irritability and anxiety, and difficulty concentrating, sometimes described as brain fog.</li>
  <li><strong>Changes in periods</strong>: heavier, lighter, closer together or further apart.</li>
  <li><strong>Vaginal dryness, discomfort during sex and urinary symptoms</strong>, now grouped as genitourinary syndrome of menopause. Unlike hot flashes, these tend to persist or worsen without treatment.</li>
  <li><strong>Joint and muscle aches</strong>, reduced libido and changes to skin and hair.</li>
</ul>
<p>How long does it last? In the Study of Women's Health Across the Nation (SWAN), which followed more than 3,000 women in the US, the median total duration of frequent hot flashes and night sweats was 7.4 years [3]. Women whose symptoms began earlier, while they were still having periods, tended to have them for longer, and African American women reported the longest duration [3]. Symptoms lasting many years are common and are not a sign that something has gone wrong.</p>

<h2>Hormone therapy: the most effective option for many</h2>
<p>Menopausal hormone therapy (HRT) replaces estrogen, and for anyone with a uterus it is combined with a progestogen to protect the uterine lining. It is the most effective treatment for hot flashes and night sweats, and it also prevents bone loss. The 2022 position statement of The North American Menopause Society concluded that for healthy women under 60, or within ten years of their final period, the benefits of hormone therapy for bothersome symptoms generally outweigh the risks [2].</p>
<p>Risks depend on the type, dose, route and your own health. Estrogen taken by mouth slightly raises the risk of blood clots; observational data suggest that estrogen delivered through the skin (patches, gels or sprays) does not carry the same risk [2]. Combined therapy is associated with a small increase in breast cancer risk that grows with length of use [2]. A clinician can help you weigh these against your symptoms and history, and the decision can be reviewed over time rather than made once and for all.</p>
<p>For vaginal and urinary symptoms, low-dose vaginal estrogen is effective, and very little of it reaches the bloodstream. Vaginal moisturizers and lubricants are useful alongside it or on their own.</p>

<h2>Options without hormones</h2>
<p>Not everyone can or wants to use HRT. Good alternatives exist:</p>
<ul>
  <li><strong>Cognitive behavioral therapy (CBT).</strong> In the MENOS 2 randomized trial, group and self-help CBT reduced how problematic women found their hot flashes and night sweats, and improved mood and sleep [4]. NICE recommends CBT for menopause-related low mood, anxiety, sleep problems and vasomotor symptoms [1].</li>
  <li><strong>Prescription medicines.</strong> Certain antidepressants (SSRIs and SNRIs), gabapentin and, more recently, fezolinetant, a medicine that acts on the brain's temperature-control center, can reduce hot flashes. Each has its own side effects, so they are discussed case by case.</li>
  <li><strong>Practical measures.</strong> Layered clothing, a cooler bedroom, and noticing personal triggers such as alcohol, spicy food or hot drinks can take the edge off flashes.</li>
</ul>
<p>Regular exercise is excellent for mood, sleep, heart and bone health during midlife. A Cochrane review found there is not enough evidence to say it reduces hot flashes specifically [5], so it is best seen as a foundation for overall health rather than a targeted treatment. Many herbal and "bioidentical" products are sold for menopause; most have weak or inconsistent evidence, and some interact with medicines, so check with a pharmacist first. The Menopause Society's 2023 nonhormone therapy position statement does not recommend supplements and herbal remedies such as black cohosh for hot flashes, because trials have not shown that they work better than placebo [6]; small trials of red clover and sage have not changed that picture.</p>

<h2>Things people often miss</h2>
<p><strong>Contraception is still needed.</strong> Pregnancy remains possible in perimenopause. UK guidance advises continuing contraception until two years after the last period if it happened before 50, or one year after if it happened at 50 or over [7].</p>
<p><strong>Bones and heart change too.</strong> Bone loss speeds up around the final period, and cholesterol tends to rise. This is a good moment to review blood pressure, cholesterol, activity levels and calcium and vitamin D intake.</p>
<p><strong>Unexpected bleeding needs checking.</strong> Bleeding after twelve months without a period, very heavy bleeding or bleeding between periods should always be assessed by a doctor.</p>

<h2>Making the most of an appointment</h2>
<p>Keeping a simple symptom diary for a few weeks, noting flashes, sleep, mood and periods, helps you and your clinician see patterns. Write down your questions, mention any history of blood clots, migraine, breast cancer or heart disease in you or your family, and ask about both hormonal and non-hormonal choices. You are entitled to a full conversation about your options.</p>

${NOT_MEDICAL_ADVICE}

<h2>References</h2>
<ol>
  <li>National Institute for Health and Care Excellence. Menopause: identification and management (NICE guideline NG23). First published 2015, updated 2024. <a href="https://www.nice.org.uk/guidance/ng23">nice.org.uk/guidance/ng23</a></li>
  <li>The 2022 Hormone Therapy Position Statement Advisory Panel. The 2022 hormone therapy position statement of The North American Menopause Society. <em>Menopause</em>. 2022;29(7):767–794. <a href="https://doi.org/10.1097/GME.0000000000002028">doi:10.1097/GME.0000000000002028</a></li>
  <li>Avis NE, Crawford SL, Greendale G, et al. Duration of menopausal vasomotor symptoms over the menopause transition. <em>JAMA Internal Medicine</em>. 2015;175(4):531–539. <a href="https://doi.org/10.1001/jamainternmed.2014.8063">doi:10.1001/jamainternmed.2014.8063</a></li>
  <li>Ayers B, Smith M, Hellier J, Mann E, Hunter MS. Effectiveness of group and self-help cognitive behavior therapy in reducing problematic menopausal hot flushes and night sweats (MENOS 2): a randomized controlled trial. <em>Menopause</em>. 2012;19(7):749–759. <a href="https://doi.org/10.1097/gme.0b013e31823fe835">doi:10.1097/gme.0b013e31823fe835</a></li>
  <li>Daley A, Stokes-Lampard H, Thomas A, MacArthur C. Exercise for vasomotor menopausal symptoms. <em>Cochrane Database of Systematic Reviews</em>. 2014;(11):CD006108. <a href="https://doi.org/10.1002/14651858.CD006108.pub4">doi:10.1002/14651858.CD006108.pub4</a></li>
  <li>The 2023 Nonhormone Therapy Position Statement Advisory Panel. The 2023 nonhormone therapy position statement of The North American Menopause Society. <em>Menopause</em>. 2023;30(6):573–590. <a href="https://doi.org/10.1097/GME.0000000000002200">doi:10.1097/GME.0000000000002200</a></li>
  <li>NHS. Menopause. <a href="https://www.nhs.uk/conditions/menopause/">nhs.uk/conditions/menopause</a></li>
</ol>
`,
};
