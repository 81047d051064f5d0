import { NOT_MEDICAL_ADVICE, type StarterArticle } from "./types.ts";

export const stressAndTheBody: StarterArticle = {
  title: "Stress and Your Body: What Happens and What Actually Helps",
  category: "Stress & Mental Health",
  authorName: "The Wellness Circle Team",
  excerpt:
    "Short bursts of stress help us rise to a challenge; constant stress wears us down. Understand the stress response, and the tools with real evidence: movement, slow breathing, mindfulness and connection.",
  imageUrl: "/images/articles/stress-and-the-body.webp",
  imageDescription: "Illustration of calm concentric circles and gentle waves in green and blue",
  publishedAt: "2025-09-16T08:00:00.000Z",
  keyTakeaways: [
    "In short bursts stress is useful; the trouble starts when the system is switched on most of the time.",
    "Slow breathing, with the out-breath longer than the in-breath, is linked to greater relaxation and reduced anxiety.",
    "Mindfulness meditation programs have moderate evidence for improving anxiety, depression and pain.",
    "Supportive relationships buffer stress, and stronger social ties were linked to longer survival.",
    "Talk to a doctor if you feel overwhelmed most days for more than two weeks.",
  ],
  content: `
<p>Stress is not a weakness or a failure of willpower. It is a built-in survival system, and in short bursts it is useful: it sharpens attention before a presentation, gives you the energy to meet a deadline, and helps you react fast in an emergency. The trouble starts when the system is switched on most of the time, with no real chance to switch off. Many women know this state well, juggling paid work, caring for children or parents, and the mental load of keeping a household running.</p>

<h2>What happens in your body</h2>
<p>When the brain senses a threat, two systems respond. The sympathetic nervous system releases adrenaline within seconds: the heart speeds up, breathing quickens, muscles tense and blood sugar rises. A slower hormonal chain, the hypothalamic-pituitary-adrenal (HPA) axis, releases cortisol, which keeps energy available and dampens non-urgent functions. When the challenge passes, the parasympathetic nervous system, sometimes called "rest and digest", brings things back to baseline.</p>
<p>The neuroscientist Bruce McEwen described the cost of repeated or prolonged activation of these systems as <strong>allostatic load</strong>: the wear and tear that builds up when stress responses are triggered too often, last too long or fail to shut off [1]. Over time, chronic stress is associated with disturbed sleep, raised blood pressure, changes in appetite and weight, digestive symptoms, muscle tension and headaches, lower mood and anxiety. It also makes it harder to keep up the habits that protect health.</p>

<h2>Signs that stress is building up</h2>
<ul>
  <li>Trouble falling or staying asleep, or waking unrefreshed.</li>
  <li>Irritability, feeling overwhelmed, racing thoughts or difficulty concentrating.</li>
  <li>Headaches, jaw clenching, a tight chest or an upset stomach.</li>
  <li>Relying more on alcohol, caffeine, sugar or scrolling to get through the day.</li>
  <li>Withdrawing from people and things you usually enjoy.</li>
</ul>

<h2>Tools with good evidence</h2>

<h3>1. Move your body</h3>
<p>Physical activity is one of the most reliable ways to reduce stress and anxiety. It uses up the energy the stress response mobilizes, improves sleep, and lifts mood. It does not need to be intense: a brisk 20-minute walk, cycling, swimming, dancing or yoga all count, and getting outside adds the benefit of daylight and, often, green space.</p>

<h3>2. Slow your breathing</h3>
<p>Breathing is the one part of the stress response we can control directly. A systematic review in <em>Frontiers in Human Neuroscience</em> found that slow breathing, at around six breaths a minute, is associated with increased heart rate variability and activity of the calming parasympathetic system, along with greater feelings of relaxation and reduced anxiety [4]. A simple version: breathe in gently through the nose for a count of four, out for a count of six, for three to five minutes. Making the out-breath longer than the in-breath is the key part.</p>

<h3>3. Practice mindfulness</h3>
<p>Mindfulness means paying attention to the present moment, including thoughts and feelings, with curiosity rather than judgment. A large systematic review and meta-analysis in <em>JAMA Internal Medicine</em> found moderate evidence that mindfulness meditation programs improve anxiety, depression and pain [2]. A separate meta-analysis of mindfulness-based stress reduction (MBSR) in healthy adults found it was moderately effective in reducing stress, depression, anxiety and distress and in improving quality of life [3]. Structured eight-week courses, apps and short daily practices of ten minutes can all be a way in. Mindfulness is not for everyone, and people with a history of trauma may prefer to learn with an experienced teacher.</p>

<h3>4. Stay connected</h3>
<p>Supportive relationships buffer stress. A meta-analysis of 148 studies involving more than 300,000 people, published in <em>PLoS Medicine</em>, found that people with stronger social relationships had a 50 percent greater likelihood of survival over the study periods than those with weaker ties, an effect comparable with well-known risk factors such as smoking [5]. Even brief contact helps: a phone call with a friend, a walk with a neighbor, or joining a group built around something you enjoy.</p>

<h3>5. Protect your sleep</h3>
<p>Stress disturbs sleep, and poor sleep makes us more reactive to stress, creating a cycle. A regular wake-up time, a wind-down routine and a few minutes earlier in the evening to write down worries and next steps can help break it.</p>

<h3>6. Reduce the load where you can</h3>
<p>Techniques help you cope, but some stress is best addressed at its source. It can help to list what is causing pressure, separate what you can change from what you cannot, and take one practical step on the first list: asking for help with a task, saying no to a new commitment, or talking to your manager about workload. Self-compassion, treating yourself as kindly as you would a friend, is associated with lower stress and is a skill that can be practiced.</p>

<h2>When to get more help</h2>
<p>Stress can tip into anxiety disorders or depression, which are common and treatable. Talk to a doctor if you feel overwhelmed most days for more than two weeks, if stress is affecting your sleep, work or relationships, or if you are using alcohol or other substances to cope. Talking therapies such as cognitive behavioral therapy are effective, and in England you can refer yourself to NHS Talking Therapies [6]. If you ever have thoughts of harming yourself, seek urgent help straight away: call your emergency number (911 in the US, 999 in the UK), call or text 988 in the US (the 988 Suicide &amp; Crisis Lifeline), or call Samaritans free on 116 123 in the UK and Ireland, day or night.</p>

${NOT_MEDICAL_ADVICE}

<h2>References</h2>
<ol>
  <li>McEwen BS. Protective and damaging effects of stress mediators. <em>New England Journal of Medicine</em>. 1998;338(3):171–179. <a href="https://doi.org/10.1056/NEJM199801153380307">doi:10.1056/NEJM199801153380307</a></li>
  <li>Goyal M, Singh S, Sibinga EMS, et al. Meditation programs for psychological stress and well-being: a systematic review and meta-analysis. <em>JAMA Internal Medicine</em>. 2014;174(3):357–368. <a href="https://doi.org/10.1001/jamainternmed.2013.13018">doi:10.1001/jamainternmed.2013.13018</a></li>
  <li>Khoury B, Sharma M, Rush SE, Fournier C. Mindfulness-based stress reduction for healthy individuals: a meta-analysis. <em>Journal of Psychosomatic Research</em>. 2015;78(6):519–528. <a href="https://doi.org/10.1016/j.jpsychores.2015.03.009">doi:10.1016/j.jpsychores.2015.03.009</a></li>
  <li>Zaccaro A, Piarulli A, Laurino M, et al. How breath-control can change your life: a systematic review on psycho-physiological correlates of slow breathing. <em>Frontiers in Human Neuroscience</em>. 2018;12:353. <a href="https://doi.org/10.3389/fnhum.2018.00353">doi:10.3389/fnhum.2018.00353</a></li>
  <li>Holt-Lunstad J, Smith TB, Layton JB. Social relationships and mortality risk: a meta-analytic review. <em>PLoS Medicine</em>. 2010;7(7):e1000316. <a href="https://doi.org/10.1371/journal.pmed.1000316">doi:10.1371/journal.pmed.1000316</a></li>
  <li>NHS. Stress. <a href="https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/stress/">nhs.uk/mental-health</a></li>
</ol>
`,
};
