/**
 * Doses stated two ways: a text that gives a nutrient in two units must give one unit with the other in
 * brackets, and the two must agree. Folate: 1 mcg DFE = 0.6 mcg folic acid taken with food (NIH ODS), so
 * "800 mcg DFE (480 mcg folic acid)"; a bare folic-acid figure beside a DFE one must be its equivalent.
 * Vitamin D: 1 mcg = 40 IU (NIH ODS). Pure; the content check runs it over every review and article.
 */

export const FOLIC_ACID_PER_DFE = 0.6;
export const IU_PER_MCG_VITAMIN_D = 40;

const num = (raw: string) => Number(raw.replace(/,/g, ""));
const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;

/** Folic acid from DFE, to the nearest 10 mcg as labels round it. */
export function folicAcidFromDfe(dfe: number): number {
  return Math.round((dfe * FOLIC_ACID_PER_DFE) / 10) * 10;
}

export function doseUnitBreaches(text: string): string[] {
  const plain = text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  const breaches: string[] = [];
  // Folate in DFE: every figure carries its folic-acid equivalent in brackets.
  const dfe = [
    ...plain.matchAll(
      new RegExp(
        String.raw`${NUMBER} ?(?:mcg|µg|micrograms) DFE(?: folate| of folate)?( \(${NUMBER} ?(?:mcg|µg|micrograms) (?:as )?folic acid\))?`,
        "gi",
      ),
    ),
  ];
  const equivalents = new Set<number>();
  for (const m of dfe) {
    const expected = folicAcidFromDfe(num(m[1]!));
    if (!m[2]) breaches.push(`"${m[0]}": a DFE figure without its folic-acid equivalent in brackets (${expected} mcg)`);
    else if (num(m[3]!) !== expected)
      breaches.push(`"${m[0]}": ${m[1]} mcg DFE is about ${expected} mcg folic acid, not ${m[3]}`);
    equivalents.add(expected);
  }
  if (dfe.length > 0)
    for (const m of plain.matchAll(
      new RegExp(String.raw`${NUMBER} ?(?:mcg|µg|micrograms) (?:DFE )?folic acid`, "gi"),
    )) {
      if (/DFE/i.test(m[0]))
        breaches.push(`"${m[0]}": folic acid is not measured in DFE; give one unit with the other in brackets`);
      else if (!equivalents.has(num(m[1]!)))
        breaches.push(`"${m[0]}": a folic-acid figure that is not the equivalent of the DFE figure given beside it`);
    }
  // Vitamin D given both ways (the figure within a few words of "vitamin D" or "D3"): the bracket agrees.
  const nearVitaminD = (index: number) => /vitamin D|\bD[23]\b/i.test(plain.slice(Math.max(0, index - 60), index + 80));
  for (const m of plain.matchAll(new RegExp(String.raw`${NUMBER} ?(?:mcg|µg|micrograms) \(${NUMBER} ?IU\)`, "gi")))
    if (nearVitaminD(m.index) && num(m[1]!) * IU_PER_MCG_VITAMIN_D !== num(m[2]!))
      breaches.push(`"${m[0]}": ${m[1]} mcg of vitamin D is ${num(m[1]!) * IU_PER_MCG_VITAMIN_D} IU`);
  for (const m of plain.matchAll(new RegExp(String.raw`${NUMBER} ?IU \(${NUMBER} ?(?:mcg|µg|micrograms)\)`, "gi")))
    if (nearVitaminD(m.index) && num(m[2]!) * IU_PER_MCG_VITAMIN_D !== num(m[1]!))
      breaches.push(`"${m[0]}": ${m[1]} IU of vitamin D is ${num(m[1]!) / IU_PER_MCG_VITAMIN_D} mcg`);
  return breaches;
}
