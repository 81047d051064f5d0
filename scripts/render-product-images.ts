/**
 * Renders one illustration per catalogue product (an SVG drawn in the
 * category's colours) to WebP under public/images/products/{slug}.webp.
 * Run: node scripts/render-product-images.ts   (the output is committed)
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { categories } from "#app/content/catalogue/categories.ts";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
import { PRODUCT_IMAGE_SIZE, type CatalogueProduct, type ProductForm } from "#app/domain/catalogue/product.ts";

const S = PRODUCT_IMAGE_SIZE;
const outDir = path.resolve(import.meta.dirname, "../public/images/products");

function escape(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Up to two short label lines from the product name. */
function labelLines(name: string): string[] {
  const words = name
    .replace(/\(.*?\)/g, "")
    .trim()
    .split(/\s+/);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if ((line + " " + word).trim().length > 11 && line) {
      lines.push(line);
      line = word;
    } else line = (line + " " + word).trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 2).map((l) => l.replace(/\s*[&+]$/, ""));
}

function label(x: number, y: number, lines: string[], color: string, size = 22) {
  return lines
    .map(
      (text, i) =>
        `<text x="${x}" y="${y + i * (size + 6)}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${color}">${escape(text)}</text>`,
    )
    .join("");
}

function shape(form: ProductForm, c: string, light: string, lines: string[]): string {
  const cx = S / 2;
  switch (form) {
    case "tub":
      return `<rect x="${cx - 130}" y="200" width="260" height="280" rx="36" fill="${c}"/>
        <rect x="${cx - 145}" y="160" width="290" height="62" rx="20" fill="${c}" opacity="0.85"/>
        <rect x="${cx - 105}" y="270" width="210" height="130" rx="16" fill="${light}"/>
        ${label(cx, 325, lines, c)}`;
    case "bottle":
      return `<rect x="${cx - 40}" y="130" width="80" height="50" rx="10" fill="${c}" opacity="0.85"/>
        <rect x="${cx - 105}" y="170" width="210" height="320" rx="44" fill="${c}"/>
        <rect x="${cx - 85}" y="260" width="170" height="140" rx="14" fill="${light}"/>
        ${label(cx, 318, lines, c, 20)}`;
    case "jar":
      return `<rect x="${cx - 120}" y="170" width="240" height="50" rx="14" fill="${c}" opacity="0.85"/>
        <rect x="${cx - 130}" y="210" width="260" height="270" rx="60" fill="${c}"/>
        <rect x="${cx - 95}" y="280" width="190" height="120" rx="14" fill="${light}"/>
        ${label(cx, 330, lines, c, 20)}
        <circle cx="${cx - 60}" cy="450" r="14" fill="${light}" opacity="0.7"/><circle cx="${cx}" cy="455" r="14" fill="${light}" opacity="0.7"/><circle cx="${cx + 60}" cy="450" r="14" fill="${light}" opacity="0.7"/>`;
    case "dropper":
      return `<rect x="${cx - 22}" y="110" width="44" height="70" rx="20" fill="${c}" opacity="0.8"/>
        <rect x="${cx - 45}" y="170" width="90" height="40" rx="8" fill="${c}" opacity="0.9"/>
        <rect x="${cx - 90}" y="205" width="180" height="280" rx="40" fill="${c}"/>
        <rect x="${cx - 72}" y="280" width="144" height="130" rx="12" fill="${light}"/>
        ${label(cx, 333, lines, c, 18)}`;
    case "box":
      return `<rect x="${cx - 150}" y="190" width="300" height="260" rx="18" fill="${c}"/>
        <rect x="${cx - 150}" y="190" width="300" height="50" rx="18" fill="${c}" opacity="0.8"/>
        <rect x="${cx - 115}" y="270" width="230" height="130" rx="14" fill="${light}"/>
        ${label(cx, 325, lines, c)}`;
    case "bands":
      return `<ellipse cx="${cx - 70}" cy="300" rx="120" ry="70" fill="none" stroke="${c}" stroke-width="34"/>
        <ellipse cx="${cx + 60}" cy="360" rx="120" ry="70" fill="none" stroke="${c}" stroke-width="34" opacity="0.75"/>
        <ellipse cx="${cx}" cy="230" rx="110" ry="62" fill="none" stroke="${c}" stroke-width="30" opacity="0.5"/>`;
    case "dumbbell":
      return `<rect x="${cx - 190}" y="240" width="70" height="160" rx="18" fill="${c}"/>
        <rect x="${cx - 130}" y="265" width="40" height="110" rx="12" fill="${c}" opacity="0.8"/>
        <rect x="${cx - 95}" y="305" width="190" height="30" rx="10" fill="${c}" opacity="0.7"/>
        <rect x="${cx + 90}" y="265" width="40" height="110" rx="12" fill="${c}" opacity="0.8"/>
        <rect x="${cx + 120}" y="240" width="70" height="160" rx="18" fill="${c}"/>`;
    case "mat":
      return `<rect x="${cx - 190}" y="250" width="330" height="150" rx="20" fill="${c}" transform="rotate(-12 ${cx} 320)"/>
        <circle cx="${cx + 150}" cy="300" r="80" fill="${c}" opacity="0.85"/>
        <circle cx="${cx + 150}" cy="300" r="36" fill="${light}"/>`;
    case "roller":
      return `<rect x="${cx - 200}" y="250" width="400" height="140" rx="70" fill="${c}"/>
        <ellipse cx="${cx + 130}" cy="320" rx="40" ry="70" fill="${light}" opacity="0.6"/>
        ${[-120, -60, 0, 60].map((dx) => `<rect x="${cx + dx}" y="250" width="14" height="140" fill="${light}" opacity="0.35"/>`).join("")}`;
    case "kettlebell":
      return `<path d="M ${cx - 85} 250 C ${cx - 85} 140, ${cx + 85} 140, ${cx + 85} 250" fill="none" stroke="${c}" stroke-width="40" stroke-linecap="round"/>
        <circle cx="${cx}" cy="360" r="140" fill="${c}"/>
        <rect x="${cx - 80}" y="330" width="160" height="70" rx="12" fill="${light}"/>
        ${label(cx, 373, ["15 LB"], c, 28)}`;
    case "rope":
      return `<path d="M ${cx - 150} 200 C ${cx - 150} 520, ${cx + 150} 520, ${cx + 150} 200" fill="none" stroke="${c}" stroke-width="14"/>
        <rect x="${cx - 175}" y="130" width="50" height="110" rx="22" fill="${c}"/>
        <rect x="${cx + 125}" y="130" width="50" height="110" rx="22" fill="${c}"/>`;
    case "blanket":
      return `<rect x="${cx - 190}" y="180" width="380" height="290" rx="40" fill="${c}"/>
        ${[0, 1, 2].map((i) => `<line x1="${cx - 190}" y1="${252 + i * 72}" x2="${cx + 190}" y2="${252 + i * 72}" stroke="${light}" stroke-width="6" opacity="0.6"/>`).join("")}
        ${[0, 1, 2].map((i) => `<line x1="${cx - 95 + i * 95}" y1="180" x2="${cx - 95 + i * 95}" y2="470" stroke="${light}" stroke-width="6" opacity="0.6"/>`).join("")}`;
    case "book":
      return `<rect x="${cx - 140}" y="150" width="280" height="340" rx="16" fill="${c}"/>
        <rect x="${cx - 140}" y="150" width="34" height="340" rx="12" fill="${c}" opacity="0.7"/>
        <rect x="${cx - 85}" y="240" width="200" height="120" rx="12" fill="${light}"/>
        ${label(cx + 15, 292, lines, c, 20)}`;
    case "lamp":
      return `<circle cx="${cx}" cy="300" r="150" fill="${c}"/>
        <circle cx="${cx}" cy="300" r="105" fill="${light}"/>
        <path d="M ${cx - 70} 320 A 70 70 0 0 1 ${cx + 70} 320 Z" fill="${c}" opacity="0.8"/>
        <rect x="${cx - 120}" y="440" width="240" height="40" rx="16" fill="${c}" opacity="0.85"/>`;
  }
}

function svgFor(product: CatalogueProduct): string {
  const category = categories.find((c) => c.name === product.category);
  if (!category) throw new Error(`unknown category ${product.category}`);
  const { color, bgColor } = category;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
  <rect width="${S}" height="${S}" fill="${bgColor}"/>
  <circle cx="${S * 0.82}" cy="${S * 0.18}" r="120" fill="${color}" opacity="0.08"/>
  <circle cx="${S * 0.12}" cy="${S * 0.86}" r="150" fill="${color}" opacity="0.07"/>
  <ellipse cx="${S / 2}" cy="520" rx="210" ry="22" fill="${color}" opacity="0.12"/>
  ${shape(product.form, color, bgColor, labelLines(product.name))}
</svg>`;
}

fs.mkdirSync(outDir, { recursive: true });
for (const product of catalogueProducts) {
  const file = path.join(outDir, `${product.slug}.webp`);
  await sharp(Buffer.from(svgFor(product)))
    .webp({ quality: 82 })
    .toFile(file);
}
console.log(`rendered ${catalogueProducts.length} product images into ${path.relative(process.cwd(), outDir)}`);
