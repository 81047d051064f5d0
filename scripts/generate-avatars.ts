/**
 * Draws the 10 preset avatars as small SVG files in
 * public/avatars/. Run once after changing a face: `node scripts/generate-avatars.ts`.
 * The output is committed; nothing is fetched from a third party.
 */
import fs from "node:fs";
import path from "node:path";

type Style = "long" | "afro" | "bob" | "hijab" | "bun" | "wavy" | "short" | "braids" | "pixie" | "ponytail";
type Face = {
  bg: string;
  skin: string;
  hair: string;
  clothes: string;
  style: Style;
  glasses?: boolean;
  earrings?: boolean;
  freckles?: boolean;
  accent?: string;
};

const faces: Face[] = [
  { bg: "#f4c7d3", skin: "#f1c7a8", hair: "#3b2418", clothes: "#9e3558", style: "long" },
  { bg: "#cfe0cf", skin: "#7a4a2c", hair: "#1d1416", clothes: "#d9972b", style: "afro", earrings: true },
  { bg: "#fbd9c3", skin: "#f6d9c4", hair: "#d9a845", clothes: "#4f7a5a", style: "bob", glasses: true },
  { bg: "#ddd3f0", skin: "#c98e62", hair: "#6b2d5c", clothes: "#6b2d5c", style: "hijab" },
  { bg: "#cde4f2", skin: "#ecc7a0", hair: "#1d1416", clothes: "#2f5a7a", style: "bun" },
  { bg: "#cdeee0", skin: "#f7d7c2", hair: "#b4492a", clothes: "#3c6e71", style: "wavy", freckles: true },
  { bg: "#f8e7a8", skin: "#e3b48f", hair: "#cfcbd4", clothes: "#7d5ba6", style: "short", glasses: true },
  { bg: "#f7c1b0", skin: "#5c3a24", hair: "#2a1a14", clothes: "#2f7a6b", style: "braids", earrings: true },
  { bg: "#bfe3e0", skin: "#a86b43", hair: "#1d1416", clothes: "#c2410c", style: "pixie" },
  { bg: "#e6d5ee", skin: "#d9a47e", hair: "#6b4226", clothes: "#3b6ea8", style: "ponytail", accent: "#9e3558" },
];

function backHair(face: Face): string {
  const fill = `fill="${face.hair}"`;
  switch (face.style) {
    case "long":
      return `<path ${fill} d="M36 58C36 30 50 22 64 22s28 8 28 36l3 46c-10 6-52 6-62 0z"/>`;
    case "afro":
      return `<g ${fill}>${[
        [64, 30, 22],
        [44, 38, 16],
        [84, 38, 16],
        [36, 56, 14],
        [92, 56, 14],
        [50, 26, 14],
        [78, 26, 14],
        [40, 72, 10],
        [88, 72, 10],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
        .join("")}</g>`;
    case "bob":
      return `<path ${fill} d="M35 58C35 30 50 23 64 23s29 7 29 35v26c-6 3-12 1-14-3H49c-2 4-8 6-14 3z"/>`;
    case "hijab":
      return `<path fill="${face.hair}" d="M30 64C30 34 46 20 64 20s34 14 34 44l4 46c-12 10-64 10-76 0z"/>`;
    case "bun":
      return `<circle ${fill} cx="64" cy="22" r="12"/><path ${fill} d="M38 60c-2-20 8-30 26-30s28 10 26 30z"/>`;
    case "wavy":
      return `<path ${fill} d="M36 58C34 30 50 22 64 22s30 8 28 36c4 12-2 20 4 32 2 10-8 16-12 14H44c-4 2-14-4-12-14 6-12 0-20 4-32z"/>`;
    case "braids":
      return (
        `<path ${fill} d="M33 56C33 30 50 22 64 22s31 8 31 34l4 56H29z"/>` +
        `<g stroke="#000" stroke-opacity=".28" stroke-width="1.6">${[36, 42, 48, 80, 86, 92].map((x) => `<path d="M${x} 66v44"/>`).join("")}</g>`
      );
    case "ponytail":
      return `<path ${fill} d="M82 38c22 2 26 30 16 50-4-14-8-28-16-36z"/><path ${fill} d="M38 60c-2-20 8-32 26-32s28 12 26 32z"/>`;
    default:
      return "";
  }
}

function frontHair(face: Face): string {
  const fill = `fill="${face.hair}"`;
  switch (face.style) {
    case "long":
      return `<path ${fill} d="M38 56c0-22 12-30 26-30 16 0 26 8 26 30-8-12-20-16-30-18-8 6-16 12-22 18z"/>`;
    case "afro":
      return `<path ${fill} d="M40 52c0-20 12-24 24-24s24 4 24 24c-8-10-40-10-48 0z"/>`;
    case "bob":
      return `<path ${fill} d="M38 54c0-22 14-28 26-28 14 0 26 6 26 28 0-4-4-14-26-14-20 0-24 8-26 14z"/>`;
    case "hijab":
      return (
        `<path fill="${face.hair}" d="M40 56c0-20 10-28 24-28s24 8 24 28c-4-12-12-18-24-18s-20 6-24 18z"/>` +
        `<path fill="none" stroke="#000" stroke-opacity=".18" stroke-width="2" d="M42 76c4 10 12 14 22 14s18-4 22-14"/>`
      );
    case "bun":
      return `<path ${fill} d="M40 54c0-20 10-24 24-24s24 4 24 24c-4-12-12-16-24-16s-20 4-24 16z"/>`;
    case "wavy":
      return `<path ${fill} d="M38 58c0-24 12-32 26-32 16 0 26 8 26 30-6-8-12-10-20-10-6 0-10-6-12-8-4 8-12 14-20 20z"/>`;
    case "short":
      return `<path ${fill} d="M37 60c-2-26 12-34 27-34 17 0 29 8 27 34-2-8-4-14-10-16-10 4-24 4-34 0-6 4-8 10-10 16z"/>`;
    case "braids":
      return `<path ${fill} d="M38 56c0-22 12-30 26-30s26 8 26 30c-6-10-16-16-26-16S44 46 38 56z"/>`;
    case "pixie":
      return `<path ${fill} d="M38 60c-2-28 14-36 28-34 16 2 26 12 24 34-2-10-8-18-20-20-10 4-20 2-26 6-4 4-5 8-6 14z"/>`;
    case "ponytail":
      return (
        `<path ${fill} d="M40 54c0-20 10-24 24-24s24 4 24 24c-4-12-12-16-24-16s-20 4-24 16z"/>` +
        `<path fill="none" stroke="${face.accent ?? "#9e3558"}" stroke-width="4" stroke-linecap="round" d="M41 46c8-14 38-14 46 0"/>`
      );
    default:
      return "";
  }
}

function avatar(face: Face, index: number): string {
  const ink = "#2a1a1f";
  const showEars = face.style !== "hijab";
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">`,
    `<defs><clipPath id="c${index}"><circle cx="64" cy="64" r="64"/></clipPath></defs>`,
    `<g clip-path="url(#c${index})">`,
    `<rect width="128" height="128" fill="${face.bg}"/>`,
    backHair(face),
    `<path fill="${face.clothes}" d="M18 132c0-28 20-40 46-40s46 12 46 40z"/>`,
    // A hijab covers the neck.
    showEars ? `<path fill="${face.skin}" d="M55 76h18v18c0 5-4 8-9 8s-9-3-9-8z"/>` : "",
    showEars ? `<path fill="#000" fill-opacity=".12" d="M55 82c6 4 12 4 18 0v-6H55z"/>` : "",
    showEars
      ? `<circle fill="${face.skin}" cx="40" cy="60" r="5.5"/><circle fill="${face.skin}" cx="88" cy="60" r="5.5"/>`
      : "",
    face.earrings && showEars
      ? `<circle fill="#e0b13a" cx="40" cy="69" r="3"/><circle fill="#e0b13a" cx="88" cy="69" r="3"/>`
      : "",
    `<ellipse fill="${face.skin}" cx="64" cy="58" rx="24" ry="27"/>`,
    frontHair(face),
    `<path fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round" d="M50 52.5q5-3 9 0M69 52.5q5-3 9 0"/>`,
    `<ellipse fill="${ink}" cx="55" cy="60" rx="2.6" ry="3"/><ellipse fill="${ink}" cx="73" cy="60" rx="2.6" ry="3"/>`,
    `<circle fill="#fff" cx="56" cy="59" r=".9"/><circle fill="#fff" cx="74" cy="59" r=".9"/>`,
    `<circle fill="#ef7d92" fill-opacity=".35" cx="50" cy="68" r="4.5"/><circle fill="#ef7d92" fill-opacity=".35" cx="78" cy="68" r="4.5"/>`,
    face.freckles
      ? `<g fill="#a0522d" fill-opacity=".55">${[
          [49, 65],
          [52, 67],
          [47, 68],
          [76, 65],
          [79, 67],
          [81, 64],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r=".9"/>`)
          .join("")}</g>`
      : "",
    `<path fill="none" stroke="#8a2f3f" stroke-width="2.6" stroke-linecap="round" d="M57 71q7 6 14 0"/>`,
    face.glasses
      ? `<g fill="none" stroke="${ink}" stroke-width="1.8"><circle cx="55" cy="60" r="7"/><circle cx="73" cy="60" r="7"/><path d="M62 60h4M48 59l-7-2M80 59l7-2"/></g>`
      : "",
    `</g></svg>`,
  ];
  return parts.filter(Boolean).join("") + "\n";
}

const outDir = path.resolve(import.meta.dirname, "../public/avatars");
fs.mkdirSync(outDir, { recursive: true });
faces.forEach((face, i) => {
  fs.writeFileSync(path.join(outDir, `avatar_${i + 1}.svg`), avatar(face, i + 1));
});
console.log(`wrote ${faces.length} avatars to ${outDir}`);
