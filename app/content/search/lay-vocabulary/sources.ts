/** Where the lay vocabulary's phrases come from: the health body's page that lists the symptom in readers' words, the article that says it, or what an everyday expression means. */
export type LayPhrase = { phrase: string; means: string; source: string };

export const NHS_MENOPAUSE = "NHS, Menopause: symptoms (nhs.uk/conditions/menopause/symptoms)";
export const NHS_TIRED = "NHS, Tiredness and fatigue (nhs.uk/conditions/tiredness-and-fatigue)";
export const NHS_IRON = "NHS, Iron deficiency anaemia: symptoms (nhs.uk/conditions/iron-deficiency-anaemia)";
export const NHS_INSOMNIA = "NHS, Insomnia (nhs.uk/conditions/insomnia)";
export const NHS_STRESS = "NHS Every Mind Matters, Stress: signs and symptoms (nhs.uk/every-mind-matters)";
export const NHS_ANXIETY = "NHS, Generalised anxiety disorder in adults: symptoms (nhs.uk/mental-health)";
export const NHS_LOW_MOOD = "NHS, Low mood, sadness and depression (nhs.uk/mental-health)";
export const NHS_HEAVY = "NHS, Heavy periods (nhs.uk/conditions/heavy-periods)";
export const NHS_PERIOD_PAIN = "NHS, Period pain (nhs.uk/conditions/period-pain)";
export const NHS_BLOATING = "NHS, Bloating (nhs.uk/conditions/bloating)";
export const NHS_CONSTIPATION = "NHS, Constipation (nhs.uk/conditions/constipation)";
export const NHS_PALPITATIONS = "NHS, Heart palpitations (nhs.uk/conditions/heart-palpitations)";
export const NHS_BREATH = "NHS, Shortness of breath (nhs.uk/conditions/shortness-of-breath)";
export const NHS_JOINTS = "NHS, Joint pain (nhs.uk/conditions/joint-pain)";
export const NHS_OSTEOPOROSIS = "NHS, Osteoporosis (nhs.uk/conditions/osteoporosis)";
export const NHS_UTI = "NHS, Urinary tract infections (nhs.uk/conditions/urinary-tract-infections-utis)";
export const NHS_PMS = "NHS, Premenstrual syndrome (nhs.uk/conditions/premenstrual-syndrome)";
export const NHS_IRREGULAR = "NHS, Irregular periods (nhs.uk/conditions/irregular-periods)";
export const NHS_HAIR = "NHS, Hair loss (nhs.uk/conditions/hair-loss)";
export const NHS_LOW_BP = "NHS, Low blood pressure (hypotension) (nhs.uk/conditions/low-blood-pressure-hypotension)";
export const MAYO_IRON = "Mayo Clinic, Iron deficiency anemia: symptoms (mayoclinic.org/diseases-conditions/iron-deficiency-anemia)";
export const SLANG = (meaning: string) => `Everyday (UK and US) way of saying ${meaning}`;
