import type { Interview } from "./types.ts";

export const elenaMarsh: Interview = {
  id: "elena-marsh-interview",
  name: "Elena Marsh",
  title: "Illustrative Q&A: a naturopathic perspective",
  topic: "Hormones, stress and the everyday habits that steady them",
  summary:
    "An illustrative Q&A in a naturopathic practitioner's voice on why fatigue and mood swings in your thirties and forties deserve a proper work-up, and which simple habits move the needle most.",
  quote:
    "The most powerful things I suggest are boring: a regular bedtime, protein at breakfast, daylight in the morning. Supplements come after those, never instead of them.",
  imageSrc: "/images/interviews/elena-marsh.svg",
  imageDescription:
    "Illustrated portrait of Elena Marsh, an illustrative character with auburn hair in a bun, wearing a sage green top",
  date: "2025-05-14",
  content: [
    "Elena Marsh is an illustrative character, not a real practitioner: her answers were drafted with AI-assisted research and checked by our editors against The Menopause Society's position statements and NICE's menopause guideline (NG23). The practice and patients she describes are part of the illustration. We used her voice to ask where lifestyle approaches help, where they do not, and what every woman should know before her first appointment.",
    { question: "Who walks through your door most often?" },
    "Women between about thirty-five and fifty-five who feel that something has shifted and cannot put a name to it. They sleep badly, they are tired at four in the afternoon, their periods have changed, and they feel more irritable or anxious than they used to. Many of them have already been told their blood work is normal. That is often true, and it is also not the end of the conversation.",
    { question: "What do you do differently in that first visit?" },
    "Time, mostly. A first appointment with me is ninety minutes. We go through sleep, food, movement, work, relationships, alcohol, medications and the menstrual history in detail. I ask people to keep a simple log for a few weeks before they come, because memory is unreliable when you are exhausted. Patterns jump out of those logs: the bad nights that cluster before a period, the afternoon crash that follows a coffee-only breakfast, the anxiety that spikes on days with no lunch.",
    "I also make sure nothing medical is being missed. Thyroid problems, iron deficiency, sleep apnea and depression all look like 'just tired' at first. If I suspect any of them, the patient goes back to her physician or I refer her on. Naturopathic care works best as part of a team, not as an alternative to one.",
    { question: "Perimenopause comes up constantly in our community. How do you approach it?" },
    "First by naming it. A lot of women in their early forties have no idea that perimenopause can start that early or last up to ten years, and that the hallmark is not low estrogen but erratic estrogen. Just knowing that the chaos has a reason is a relief. Then we look at the pillars that make those swings easier to ride: stable blood sugar, enough protein, strength training, limiting alcohol, and protecting sleep like it is a prescription.",
    "For hot flashes that disrupt life, I am very clear that menopausal hormone therapy is the most effective treatment we have, and that for most healthy women under sixty the benefits outweigh the risks. I will happily talk it through and send someone back to her doctor to discuss it. Women deserve accurate information, not fear from outdated headlines.",
    { question: "Where do supplements fit in?" },
    "Lower down the list than people expect, and I would not name a product. Vitamin D is worth testing and correcting with your doctor if it is low. Beyond that I am cautious. Herbal products vary enormously in quality, some interact with medications, and St John's wort in particular interferes with the contraceptive pill and many antidepressants. I always want to know everything a patient takes, including the 'natural' things she bought online.",
    { question: "What about stress? Everyone is told to reduce it, and nobody knows how." },
    "I never tell anyone to reduce stress; it is not useful advice for a woman caring for children and parents while working. I ask instead where there is any recovery in the day. Ten minutes of walking outside after lunch, a phone that stays out of the bedroom, one evening a week that belongs to her. Small, repeatable recovery beats an occasional spa weekend every time. Slow breathing, with a longer exhale than inhale, takes two minutes and measurably calms the nervous system; I teach it in the first visit.",
    { question: "What would you like every reader to take away?" },
    "That feeling unwell is information, not a character flaw. Keep a record, ask for a proper assessment, and be wary of anyone who sells you a cure in a bottle before they have asked how you sleep. The most powerful things I suggest are boring: a regular bedtime, protein at breakfast, daylight in the morning. Supplements come after those, never instead of them. And if something in your body changes suddenly, see a doctor first. Good natural medicine knows its limits.",
  ],
};
