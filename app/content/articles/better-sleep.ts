import { NOT_MEDICAL_ADVICE, type StarterArticle } from "./types.ts";

export const betterSleep: StarterArticle = {
  title: "Better Sleep, Backed by Evidence: What Actually Helps",
  category: "Sleep",
  authorName: "The Wellness Circle Team",
  excerpt:
    "Women report insomnia more often than men, and midlife can make it worse. Here is how much sleep adults need, the habits that measurably help, and why CBT-I is the first treatment experts recommend.",
  imageUrl: "/images/articles/better-sleep.webp",
  imageDescription: "Illustration of a crescent moon and stars above dark rolling hills at night",
  publishedAt: "2025-09-02T08:00:00.000Z",
  keyTakeaways: [
    "Adults need seven hours of sleep or more a night on a regular basis.",
    "CBT-I, not a sleeping pill, is the first-line treatment for chronic insomnia.",
    "A regular wake-up time, morning daylight and no caffeine late in the day support sleep.",
    "See a professional if poor sleep lasts weeks, or comes with snoring with pauses, low mood or restless legs.",
  ],
  content: `
<p>Few things affect how we feel day to day as much as sleep. After a poor night, mood, concentration, appetite and patience all suffer, and over the long term short or disturbed sleep is associated with higher risks of high blood pressure, type 2 diabetes, depression and accidents. Women are more likely than men to report insomnia: a meta-analysis in the journal <em>Sleep</em> found the risk was about 40 percent higher, and the gap widens with age [3]. Pregnancy, caring responsibilities and the menopause transition all play a part.</p>
<p>The encouraging news is that good sleep can be learned, and the most effective treatment for insomnia does not involve a pill.</p>

<h2>How much sleep do adults need?</h2>
<p>A joint consensus statement from the American Academy of Sleep Medicine and the Sleep Research Society recommends that adults sleep <strong>seven hours or more</strong> a night on a regular basis [1]. Some people do well on a little more, and needs vary, but regularly sleeping less than seven hours is linked with poorer health. The best guide is how you feel: if you wake refreshed and stay alert through the day without relying on caffeine, you are probably getting enough.</p>

<h2>When poor sleep becomes insomnia</h2>
<p>Almost everyone has bad nights, usually during stress, illness or travel, and they pass. Insomnia disorder is diagnosed when trouble falling asleep, staying asleep or waking too early happens at least three nights a week for three months or more, despite enough opportunity to sleep, and affects how you function during the day. At that point it often takes on a life of its own: worry about sleep, long hours in bed trying to sleep, and an alert brain at bedtime keep the problem going even after the original trigger has gone.</p>

<h2>CBT-I: the first-line treatment</h2>
<p>Cognitive behavioral therapy for insomnia (CBT-I) is a structured program, usually lasting four to eight weeks, that targets exactly those habits and thoughts. The American College of Physicians recommends it as the initial treatment for chronic insomnia in adults, ahead of medication, because it improves sleep and its benefits last after treatment ends [2]. Its main components are:</p>
<ul>
  <li><strong>Stimulus control</strong>: using the bed only for sleep and sex, going to bed only when sleepy, and getting up if you cannot sleep, so the bed becomes linked with sleeping rather than lying awake.</li>
  <li><strong>Sleep restriction</strong>: temporarily limiting time in bed to roughly the time you actually sleep, which builds sleep pressure and consolidates sleep, then gradually extending it.</li>
  <li><strong>Cognitive techniques</strong> to address unhelpful beliefs and worries about sleep.</li>
  <li><strong>Relaxation</strong> and <strong>sleep hygiene</strong> education.</li>
</ul>
<p>CBT-I can be delivered by trained therapists, in groups, or through digital programs. In the UK, NICE has recommended a digital CBT-I program as a cost-saving option for people with insomnia in primary care [6]. Sleep restriction can feel tough at first and is not suitable for everyone, for example people with epilepsy or bipolar disorder, so it is best done with guidance.</p>

<h2>Everyday habits with good evidence</h2>
<p>Sleep hygiene alone rarely cures established insomnia, but these habits support healthy sleep for everyone:</p>
<ul>
  <li><strong>Keep a regular wake-up time</strong>, including weekends. A consistent morning anchors your body clock more powerfully than a fixed bedtime.</li>
  <li><strong>Get daylight in the morning</strong> and dim the lights in the evening. Light is the main signal that sets the body clock; bright light late at night pushes sleep later.</li>
  <li><strong>Watch the timing of caffeine.</strong> In a controlled study, 400 mg of caffeine taken even six hours before bedtime reduced total sleep by more than an hour [4]. Many sleep specialists suggest avoiding caffeine after lunchtime.</li>
  <li><strong>Be wary of alcohol as a sleep aid.</strong> It can help you fall asleep faster, but it disrupts sleep in the second half of the night and suppresses dream (REM) sleep [5].</li>
  <li><strong>Move during the day.</strong> Regular physical activity is associated with better sleep quality; very intense exercise right before bed does not suit everyone.</li>
  <li><strong>Make the bedroom cool, dark and quiet</strong>, and keep clocks out of view if you tend to check the time.</li>
  <li><strong>Give yourself a buffer</strong>: 30 to 60 minutes of winding down, and a few minutes earlier in the evening to write down tomorrow's tasks or worries, can stop them circling at bedtime.</li>
</ul>

<h2>Sleep in midlife</h2>
<p>Night sweats during perimenopause can wake women repeatedly. Treating the sweats, whether with hormone therapy, non-hormonal medicines or CBT adapted for menopause, often improves sleep. Sleep apnea, in which breathing repeatedly stops and starts during sleep, also becomes more common in women after menopause and is often missed because the symptoms, such as fatigue, morning headaches and poor concentration, are less classic than loud snoring. If a partner notices snoring with pauses or gasps, or you are very sleepy in the daytime, ask for an assessment.</p>

<h2>What about sleeping pills and supplements?</h2>
<p>Prescription sleeping tablets can help for a short time in specific situations, but they are generally recommended only for short periods because of side effects, next-day drowsiness and the risk of dependence. Over-the-counter sedating antihistamines can leave you groggy. Melatonin is useful for particular problems, such as jet lag and some body-clock disorders, and in the UK is prescribed for older adults with insomnia for short periods. Check with a pharmacist before combining any sleep aid with other medicines.</p>

<h2>When to see a doctor</h2>
<p>Talk to a healthcare professional if poor sleep has lasted more than a few weeks, affects your daily life, or comes with low mood, anxiety, loud snoring, pauses in breathing or an urge to move your legs at night. These are common, treatable problems [7].</p>

${NOT_MEDICAL_ADVICE}

<h2>References</h2>
<ol>
  <li>Watson NF, Badr MS, Belenky G, et al. Recommended amount of sleep for a healthy adult: a joint consensus statement of the American Academy of Sleep Medicine and Sleep Research Society. <em>Sleep</em>. 2015;38(6):843–844. <a href="https://doi.org/10.5665/sleep.4716">doi:10.5665/sleep.4716</a></li>
  <li>Qaseem A, Kansagara D, Forciea MA, Cooke M, Denberg TD. Management of chronic insomnia disorder in adults: a clinical practice guideline from the American College of Physicians. <em>Annals of Internal Medicine</em>. 2016;165(2):125–133. <a href="https://doi.org/10.7326/M15-2175">doi:10.7326/M15-2175</a></li>
  <li>Zhang B, Wing YK. Sex differences in insomnia: a meta-analysis. <em>Sleep</em>. 2006;29(1):85–93. <a href="https://pubmed.ncbi.nlm.nih.gov/16453985/">PubMed 16453985</a></li>
  <li>Drake C, Roehrs T, Shambroom J, Roth T. Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed. <em>Journal of Clinical Sleep Medicine</em>. 2013;9(11):1195–1200. <a href="https://doi.org/10.5664/jcsm.3170">doi:10.5664/jcsm.3170</a></li>
  <li>Ebrahim IO, Shapiro CM, Williams AJ, Fenwick PB. Alcohol and sleep I: effects on normal sleep. <em>Alcoholism: Clinical and Experimental Research</em>. 2013;37(4):539–549. <a href="https://doi.org/10.1111/acer.12006">doi:10.1111/acer.12006</a></li>
  <li>National Institute for Health and Care Excellence. Sleepio to treat insomnia and insomnia symptoms (Medical technologies guidance MTG70). 2022. <a href="https://www.nice.org.uk/guidance/mtg70">nice.org.uk/guidance/mtg70</a></li>
  <li>NHS. Insomnia. <a href="https://www.nhs.uk/conditions/insomnia/">nhs.uk/conditions/insomnia</a></li>
</ol>
`,
};
