import { NOT_MEDICAL_ADVICE, type StarterArticle } from "./types.ts";

export const strengthTraining: StarterArticle = {
  title: "Strength Training for Women: Why It Matters at Every Age",
  category: "Movement",
  authorName: "The Wellness Circle Team",
  excerpt:
    "Muscle-strengthening exercise protects bones, heart, metabolism and mood, yet most women do far less than recommended. What the guidelines say, what the research shows, and how to start safely.",
  imageUrl: "/images/articles/strength-training.webp",
  imageDescription: "Illustration of a dumbbell with deep pink weight plates above a small upward arrow",
  publishedAt: "2025-10-07T08:00:00.000Z",
  keyTakeaways: [
    "Adults should do muscle-strengthening activities on two or more days a week, as well as aerobic activity.",
    "30 to 60 minutes a week of muscle-strengthening activity was linked to a 10 to 20 percent lower risk of death from all causes.",
    "For most women, strength training does not mean bulking up.",
    "You do not need a gym: body weight, resistance bands or dumbbells are enough to begin.",
    "Speak to a doctor or physiotherapist first if you have heart disease, uncontrolled high blood pressure or osteoporosis with previous fractures.",
  ],
  content: `
<p>When people think about exercise for health, they usually picture walking, running or cycling. Those activities are valuable, but they leave out something the World Health Organization considers just as essential: muscle-strengthening exercise. Surveys in several countries consistently find that most women do not meet the recommendation for strength training, and many have never lifted a weight. That is a missed opportunity, because the benefits are broad and start from the very first sessions.</p>

<h2>What the guidelines recommend</h2>
<p>The WHO's 2020 guidelines on physical activity advise adults to do:</p>
<ul>
  <li><strong>150 to 300 minutes of moderate aerobic activity</strong> a week, or 75 to 150 minutes of vigorous activity, or a combination [1]; and</li>
  <li><strong>muscle-strengthening activities at moderate or greater intensity that involve all major muscle groups on two or more days a week [1].</strong></li>
</ul>
<p>For adults aged 65 and over, the guidelines add varied activities that emphasize balance and strength on three or more days a week, to prevent falls [1]. The UK's physical activity guidelines say much the same, and they stress that any activity is better than none [5].</p>

<h2>Why muscle matters</h2>
<p>From around midlife, we gradually lose muscle mass and, faster still, muscle strength and power unless we use them. Over decades that decline can make everyday tasks harder and raise the risk of falls. Resistance training is the most effective way to slow or reverse it, at any age: studies have shown people in their seventies, eighties and beyond can build strength.</p>
<p>The benefits reach far beyond muscle:</p>
<ul>
  <li><strong>Longer, healthier life.</strong> A systematic review and meta-analysis in the <em>British Journal of Sports Medicine</em>, pooling cohort studies, found that 30 to 60 minutes a week of muscle-strengthening activity was associated with a 10 to 20 percent lower risk of death from all causes, cardiovascular disease and cancer, and a lower risk of diabetes [2]. The greatest benefit came from combining strength training with aerobic activity.</li>
  <li><strong>Stronger bones.</strong> Bone responds to load. In the LIFTMOR randomized trial, postmenopausal women with low bone mass who did eight months of twice-weekly, supervised, high-intensity resistance and impact training improved bone density at the spine and hip and their physical function, compared with a low-intensity home program, without serious injuries [3]. Programs like this should be supervised and built up gradually, particularly if you already have osteoporosis.</li>
  <li><strong>Better blood sugar control.</strong> Muscle is the body's largest store of glucose, and working muscles take up glucose more readily.</li>
  <li><strong>Mood.</strong> A meta-analysis of randomized trials in <em>JAMA Psychiatry</em> found that resistance exercise training significantly reduced depressive symptoms, regardless of people's health status or how much training they did [4].</li>
  <li><strong>Everyday ease</strong>: carrying shopping, lifting a grandchild, getting up from the floor and climbing stairs all get easier.</li>
</ul>

<h2>"Will I bulk up?"</h2>
<p>This is one of the most common worries, and for most women the answer is no. Building large amounts of muscle takes years of dedicated, heavy training and a substantial calorie surplus, and women's lower testosterone levels make large size gains harder. What most women notice instead is feeling stronger, standing taller and, often, that clothes fit differently as body composition changes.</p>

<h2>How to start</h2>
<p>You do not need a gym. Your body weight, resistance bands, a pair of dumbbells or filled water bottles are enough to begin.</p>
<ol>
  <li><strong>Pick six to eight exercises</strong> that cover the major muscle groups: for example squats or sit-to-stands from a chair, lunges or step-ups, a hip bridge, a push-up against a wall or worktop, a row with a band or dumbbell, an overhead press, and a plank or dead bug for the trunk.</li>
  <li><strong>Aim for 8 to 12 repetitions</strong> of each, with a weight or variation that feels challenging by the last two or three while your form stays good. Start with one set and build to two or three.</li>
  <li><strong>Train two or three days a week</strong>, with a rest day between sessions for the same muscles. A full session can take as little as 20 to 30 minutes.</li>
  <li><strong>Progress gradually.</strong> When 12 repetitions feel comfortable, increase the weight, slow the movement, or choose a harder variation. This principle, called progressive overload, is what drives improvement.</li>
  <li><strong>Prioritize technique.</strong> Move through a comfortable range, breathe steadily rather than holding your breath, and stop if you feel sharp pain. A session or two with a qualified trainer or physiotherapist can be well worth it.</li>
</ol>

<h2>Fitting it into real life</h2>
<p>Consistency beats perfection. Two short sessions a week, kept up for months, will do far more than an ambitious plan abandoned after two weeks. Some women find it easier to anchor sessions to an existing routine, such as straight after work on Mondays and Thursdays, or to train with a friend. Classes such as Pilates with equipment, circuit training, or "body conditioning" all count if they challenge your muscles. Protein spread across the day and adequate sleep help your body adapt.</p>

<h2>Check first if...</h2>
<p>Strength training is safe for most people. Speak to a doctor or physiotherapist before starting if you have heart disease, uncontrolled high blood pressure, osteoporosis with previous fractures, a recent injury or surgery, or if you are pregnant and new to lifting. They can help you choose exercises and loads that suit you.</p>

${NOT_MEDICAL_ADVICE}

<h2>References</h2>
<ol>
  <li>Bull FC, Al-Ansari SS, Biddle S, et al. World Health Organization 2020 guidelines on physical activity and sedentary behaviour. <em>British Journal of Sports Medicine</em>. 2020;54(24):1451–1462. <a href="https://doi.org/10.1136/bjsports-2020-102955">doi:10.1136/bjsports-2020-102955</a></li>
  <li>Momma H, Kawakami R, Honda T, Sawada SS. Muscle-strengthening activities are associated with lower risk and mortality in major non-communicable diseases: a systematic review and meta-analysis of cohort studies. <em>British Journal of Sports Medicine</em>. 2022;56(13):755–763. <a href="https://doi.org/10.1136/bjsports-2021-105061">doi:10.1136/bjsports-2021-105061</a></li>
  <li>Watson SL, Weeks BK, Weis LJ, Harding AT, Horan SA, Beck BR. High-intensity resistance and impact training improves bone mineral density and physical function in postmenopausal women with osteopenia and osteoporosis: the LIFTMOR randomized controlled trial. <em>Journal of Bone and Mineral Research</em>. 2018;33(2):211–220. <a href="https://doi.org/10.1002/jbmr.3284">doi:10.1002/jbmr.3284</a></li>
  <li>Gordon BR, McDowell CP, Hallgren M, Meyer JD, Lyons M, Herring MP. Association of efficacy of resistance exercise training with depressive symptoms: meta-analysis and meta-regression analysis of randomized clinical trials. <em>JAMA Psychiatry</em>. 2018;75(6):566–576. <a href="https://doi.org/10.1001/jamapsychiatry.2018.0572">doi:10.1001/jamapsychiatry.2018.0572</a></li>
  <li>NHS. Physical activity guidelines for adults aged 19 to 64. <a href="https://www.nhs.uk/live-well/exercise/physical-activity-guidelines-for-adults-aged-19-to-64/">nhs.uk/live-well/exercise</a></li>
</ol>
`,
};
