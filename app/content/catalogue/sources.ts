import type { Source } from "./types.ts";

/**
 * The sources the catalogue's reviews rely on: official fact sheets and guidelines first (NIH Office of
 * Dietary Supplements, NCCIH, USPSTF, CDC, ACOG, NICE, WHO, NHS, The Menopause Society), then systematic
 * reviews and trials where no official body has written on a product's main use. Papers link by DOI.
 */
const ods = (title: string, page: string): Source => ({
  title: `${title}: Fact Sheet for Health Professionals`,
  publisher: "NIH Office of Dietary Supplements",
  url: `https://ods.od.nih.gov/factsheets/${page}-HealthProfessional/`,
});
const nccih = (title: string, page: string): Source => ({
  title,
  publisher: "National Center for Complementary and Integrative Health (NIH)",
  url: `https://www.nccih.nih.gov/health/${page}`,
});

export const SOURCES = {
  odsVitaminD: ods("Vitamin D", "VitaminD"),
  odsVitaminK: ods("Vitamin K", "VitaminK"),
  odsVitaminC: ods("Vitamin C", "VitaminC"),
  odsMagnesium: ods("Magnesium", "Magnesium"),
  odsFolate: ods("Folate", "Folate"),
  odsIron: ods("Iron", "Iron"),
  odsCalcium: ods("Calcium", "Calcium"),
  odsZinc: ods("Zinc", "Zinc"),
  odsOmega3: ods("Omega-3 Fatty Acids", "Omega3FattyAcids"),
  odsMultivitamins: ods("Multivitamin/mineral Supplements", "MVMS"),
  odsBiotin: ods("Biotin", "Biotin"),
  odsBlackCohosh: ods("Black Cohosh", "BlackCohosh"),
  odsAshwagandha: ods("Ashwagandha", "Ashwagandha"),
  odsProbiotics: ods("Probiotics", "Probiotics"),
  odsExercise: ods("Dietary Supplements for Exercise and Athletic Performance", "ExerciseAndAthleticPerformance"),
  nccihChasteberry: nccih("Chasteberry", "chasteberry"),
  nccihEveningPrimrose: nccih("Evening Primrose Oil", "evening-primrose-oil"),
  nccihBlackCohosh: nccih("Black Cohosh", "black-cohosh"),
  nccihRedClover: nccih("Red Clover", "red-clover"),
  nccihGinger: nccih("Ginger", "ginger"),
  nccihPeppermint: nccih("Peppermint Oil", "peppermint-oil"),
  nccihProbiotics: nccih("Probiotics: What You Need To Know", "probiotics-what-you-need-to-know"),
  uspstfMultivitamins: {
    title: "Vitamin, Mineral, and Multivitamin Supplementation to Prevent Cardiovascular Disease and Cancer: Preventive Medication",
    publisher: "US Preventive Services Task Force",
    url: "https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/vitamin-supplementation-to-prevent-cancer-and-cvd-prevention-medication",
    year: 2022,
  },
  uspstfFolicAcid: {
    title: "Folic Acid Supplementation to Prevent Neural Tube Defects: Preventive Medication",
    publisher: "US Preventive Services Task Force",
    url: "https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/folic-acid-for-the-prevention-of-neural-tube-defects-preventive-medication",
    year: 2023,
  },
  cdcFolicAcid: { title: "About Folic Acid", publisher: "Centers for Disease Control and Prevention", url: "https://www.cdc.gov/folic-acid/about/index.html" },
  acogPregnancyNutrition: {
    title: "Nutrition During Pregnancy (patient FAQ)",
    publisher: "American College of Obstetricians and Gynecologists",
    url: "https://www.acog.org/womens-health/faqs/nutrition-during-pregnancy",
  },
  menopauseSociety2023: {
    title: "The 2023 nonhormone therapy position statement of The North American Menopause Society. Menopause 30(6):573–590",
    publisher: "The Menopause Society",
    year: 2023,
    url: "https://doi.org/10.1097/GME.0000000000002200",
  },
  niceMenopause: { title: "Menopause: identification and management (NG23)", publisher: "NICE", url: "https://www.nice.org.uk/guidance/ng23" },
  niceIbs: { title: "Irritable bowel syndrome in adults: diagnosis and management (CG61)", publisher: "NICE", url: "https://www.nice.org.uk/guidance/cg61" },
  niceDyspepsia: {
    title: "Gastro-oesophageal reflux disease and dyspepsia in adults: investigation and management (CG184)",
    publisher: "NICE",
    url: "https://www.nice.org.uk/guidance/cg184",
  },
  whoActivity2020: {
    title: "WHO guidelines on physical activity and sedentary behaviour",
    publisher: "World Health Organization",
    url: "https://www.who.int/publications/i/item/9789240015128",
    year: 2020,
  },
  nhsActivity: {
    title: "Physical activity guidelines for adults aged 19 to 64",
    publisher: "NHS",
    url: "https://www.nhs.uk/live-well/exercise/physical-activity-guidelines-for-adults-aged-19-to-64/",
  },
  nhsInsomnia: { title: "Insomnia", publisher: "NHS", url: "https://www.nhs.uk/conditions/insomnia/" },
  nhsStress: { title: "Stress", publisher: "NHS", url: "https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/stress/" },
  nhsFiber: {
    title: "How to get more fibre into your diet",
    publisher: "NHS",
    url: "https://www.nhs.uk/live-well/eat-well/digestive-health/how-to-get-more-fibre-into-your-diet/",
  },
  vitalTrial: {
    title: "LeBoff MS et al. Supplemental vitamin D and incident fractures in midlife and older adults. N Engl J Med 387(4):299–309",
    publisher: "New England Journal of Medicine",
    year: 2022,
    url: "https://doi.org/10.1056/NEJMoa2202106",
  },
  collagenSkinMeta: {
    title: "de Miranda RB et al. Effects of hydrolyzed collagen supplementation on skin aging: a systematic review and meta-analysis. Int J Dermatol 60(12):1449–1461",
    publisher: "International Journal of Dermatology",
    year: 2021,
    url: "https://doi.org/10.1111/ijd.15518",
  },
  inositolCochrane: {
    title: "Showell MG et al. Inositol for subfertile women with polycystic ovary syndrome. Cochrane Database Syst Rev, CD012378",
    publisher: "Cochrane",
    year: 2018,
    url: "https://doi.org/10.1002/14651858.CD012378.pub2",
  },
  dimMskcc: {
    title: "Diindolylmethane (About Herbs)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/diindolylmethane",
  },
  saffronMeta: {
    title: "Tóth B et al. The efficacy of saffron in the treatment of mild to moderate depression: a meta-analysis. Planta Med 85(1):24–31",
    publisher: "Planta Medica",
    year: 2019,
    url: "https://doi.org/10.1055/a-0660-9565",
  },
  theanineTrial: {
    title: "Hidese S et al. Effects of L-theanine administration on stress-related symptoms and cognitive functions in healthy adults: a randomized controlled trial. Nutrients 11(10):2362",
    publisher: "Nutrients",
    year: 2019,
    url: "https://doi.org/10.3390/nu11102362",
  },
  weightedBlanketTrial: {
    title: "Ekholm B et al. A randomized controlled study of weighted chain blankets for insomnia in psychiatric disorders. J Clin Sleep Med 16(9):1567–1577",
    publisher: "Journal of Clinical Sleep Medicine",
    year: 2020,
    url: "https://doi.org/10.5664/jcsm.8636",
  },
  foamRollingMeta: {
    title: "Wiewelhove T et al. A meta-analysis of the effects of foam rolling on performance and recovery. Front Physiol 10:376",
    publisher: "Frontiers in Physiology",
    year: 2019,
    url: "https://doi.org/10.3389/fphys.2019.00376",
  },
} satisfies Record<string, Source>;
