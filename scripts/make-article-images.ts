/**
 * Makes the starter articles' featured images: one SVG illustration per
 * article, rendered by sharp to a 1200×675 WebP plus 480/800/1200 WebP and
 * AVIF variants under public/images/articles/. Run with
 * `node_modules/.bin/node scripts/make-article-images.ts`; the output is committed.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const W = 1200;
const H = 675;
const WIDTHS = [480, 800, 1200];
const out = path.resolve(import.meta.dirname, "../public/images/articles");

type Palette = { from: string; to: string; a: string; b: string; c: string; ink: string };

function frame(p: Palette, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="180" cy="560" r="260" fill="${p.a}" opacity="0.35"/>
  <circle cx="1080" cy="90" r="220" fill="${p.b}" opacity="0.35"/>
  <circle cx="600" cy="338" r="300" fill="url(#glow)"/>
  ${body}
</svg>`;
}

const leaf = (x: number, y: number, s: number, r: number, fill: string) =>
  `<path transform="translate(${x} ${y}) rotate(${r}) scale(${s})" d="M0 0 C 30 -60 90 -60 120 0 C 90 60 30 60 0 0 Z" fill="${fill}"/>
   <path transform="translate(${x} ${y}) rotate(${r}) scale(${s})" d="M0 0 L 120 0" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>`;

const images: Record<string, { palette: Palette; body: (p: Palette) => string }> = {
  "menopause-transition": {
    palette: { from: "#f8e4ea", to: "#fbe9dc", a: "#e8a9bd", b: "#f2c6a0", c: "#9e3558", ink: "#5b2138" },
    body: (p) => {
      // Moon phases along an arc: the transition as a gradual change.
      const phases = [0, 1, 2, 3, 4].map((i) => {
        const x = 250 + i * 175;
        const y = 360 - Math.sin((i / 4) * Math.PI) * 110;
        const cut = 70 - i * 35;
        return `<g><circle cx="${x}" cy="${y}" r="62" fill="${p.c}" opacity="${0.55 + i * 0.1}"/>
          <circle cx="${x + cut}" cy="${y - 6}" r="60" fill="${p.from}" opacity="${i === 4 ? 0 : 0.95}"/></g>`;
      });
      return `${phases.join("")}
        <path d="M180 520 C 420 470 780 470 1020 520" stroke="${p.ink}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.5"/>
        ${leaf(540, 560, 0.9, -20, "#4f7a5a")}${leaf(600, 560, 0.9, 200, "#6f9a78")}`;
    },
  },
  "heart-health-after-menopause": {
    palette: { from: "#fde8e4", to: "#f6e0ea", a: "#f1a7a0", b: "#d98fb0", c: "#b3261e", ink: "#6b1f2a" },
    body: (p) => `
      <path d="M600 560 C 380 420 330 300 400 220 C 460 150 560 170 600 250 C 640 170 740 150 800 220 C 870 300 820 420 600 560 Z" fill="${p.c}" opacity="0.85"/>
      <path d="M120 380 L 430 380 L 470 300 L 520 470 L 570 250 L 620 420 L 660 380 L 1080 380" stroke="#ffffff" stroke-width="12" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
      <path d="M120 380 L 430 380 L 470 300 L 520 470 L 570 250 L 620 420 L 660 380 L 1080 380" stroke="${p.ink}" stroke-width="5" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
  },
  "bone-health-nutrition": {
    palette: { from: "#eef4ec", to: "#fbf3e4", a: "#b8d3b5", b: "#f4d9a8", c: "#4f7a5a", ink: "#24402c" },
    body: (p) => `
      <ellipse cx="600" cy="430" rx="330" ry="70" fill="${p.ink}" opacity="0.12"/>
      <path d="M290 330 L 910 330 C 900 470 760 520 600 520 C 440 520 300 470 290 330 Z" fill="#ffffff"/>
      <path d="M290 330 L 910 330" stroke="${p.c}" stroke-width="8" stroke-linecap="round"/>
      ${leaf(360, 320, 1.1, -35, "#4f7a5a")}${leaf(470, 310, 1.0, -60, "#6f9a78")}${leaf(640, 300, 1.0, -120, "#3f6a4a")}
      <circle cx="560" cy="300" r="34" fill="#f2c14e"/><circle cx="610" cy="290" r="26" fill="#f6d77c"/>
      <circle cx="760" cy="305" r="30" fill="#e8a9bd"/><circle cx="805" cy="315" r="22" fill="#d98fb0"/>
      <rect x="960" y="200" width="120" height="250" rx="20" fill="#ffffff" stroke="${p.c}" stroke-width="6"/>
      <rect x="960" y="300" width="120" height="150" rx="16" fill="#f7f2e8"/>`,
  },
  "iron-and-fatigue": {
    palette: { from: "#fbe9dc", to: "#f3e6f0", a: "#e3a78a", b: "#c9a3c9", c: "#8a3b2e", ink: "#4a2018" },
    body: (p) => {
      const dots = Array.from({ length: 26 }, (_, i) => {
        const a = i * 2.4;
        const r = 16 + (i % 5) * 9;
        return `<ellipse cx="${600 + Math.cos(a) * r * 4}" cy="${420 + Math.sin(a) * r * 1.4}" rx="16" ry="11" fill="${i % 2 ? "#b5643c" : "#d18a52"}"/>`;
      }).join("");
      return `<ellipse cx="600" cy="430" rx="280" ry="95" fill="#ffffff"/>${dots}
        ${leaf(260, 250, 1.3, -30, "#3f6a4a")}${leaf(300, 240, 1.1, 10, "#4f7a5a")}${leaf(880, 230, 1.2, -150, "#3f6a4a")}
        <circle cx="600" cy="200" r="70" fill="${p.c}" opacity="0.9"/><text x="600" y="222" font-family="Georgia, serif" font-size="64" font-weight="700" text-anchor="middle" fill="#ffffff">Fe</text>`;
    },
  },
  "better-sleep": {
    palette: { from: "#2f2a4f", to: "#5b4a7a", a: "#7a6aa6", b: "#9e3558", c: "#f6e7b0", ink: "#1d1833" },
    body: (p) => {
      const stars = [
        [180, 120],
        [320, 200],
        [470, 90],
        [760, 150],
        [900, 80],
        [1040, 210],
        [640, 230],
        [240, 300],
        [1000, 330],
      ]
        .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${3 + (i % 3) * 2}" fill="#ffffff" opacity="0.85"/>`)
        .join("");
      return `${stars}
        <circle cx="820" cy="250" r="110" fill="${p.c}"/><circle cx="870" cy="220" r="100" fill="${p.from}"/>
        <path d="M0 520 C 200 440 380 460 600 520 C 820 580 1000 470 1200 500 L 1200 675 L 0 675 Z" fill="${p.ink}" opacity="0.8"/>
        <path d="M0 580 C 260 520 460 560 700 600 C 900 630 1060 580 1200 590 L 1200 675 L 0 675 Z" fill="#14102a"/>`;
    },
  },
  "stress-and-the-body": {
    palette: { from: "#e6efe6", to: "#e4eef3", a: "#a9c9b0", b: "#a8c6d6", c: "#4f7a5a", ink: "#24402c" },
    body: (p) => {
      const rings = [230, 180, 130, 80]
        .map(
          (r, i) =>
            `<circle cx="600" cy="338" r="${r}" fill="none" stroke="${i % 2 ? p.c : "#4a7f99"}" stroke-width="${10 - i * 2}" opacity="${0.25 + i * 0.18}"/>`,
        )
        .join("");
      const waves = [0, 1, 2]
        .map(
          (i) =>
            `<path d="M60 ${560 + i * 26} C 260 ${520 + i * 26} 420 ${600 + i * 26} 600 ${560 + i * 26} C 780 ${520 + i * 26} 940 ${600 + i * 26} 1140 ${560 + i * 26}" stroke="#4a7f99" stroke-width="6" fill="none" opacity="${0.5 - i * 0.12}" stroke-linecap="round"/>`,
        )
        .join("");
      return `${rings}<circle cx="600" cy="338" r="44" fill="${p.c}"/>${waves}`;
    },
  },
  "strength-training": {
    palette: { from: "#fbe9dc", to: "#f8e4ea", a: "#f2c6a0", b: "#e8a9bd", c: "#9e3558", ink: "#2d1f26" },
    body: (p) => `
      <rect x="330" y="318" width="540" height="40" rx="20" fill="${p.ink}"/>
      <rect x="250" y="228" width="70" height="220" rx="18" fill="${p.c}"/>
      <rect x="180" y="258" width="60" height="160" rx="16" fill="#c4577a"/>
      <rect x="880" y="228" width="70" height="220" rx="18" fill="${p.c}"/>
      <rect x="960" y="258" width="60" height="160" rx="16" fill="#c4577a"/>
      <path d="M140 560 L 1060 560" stroke="${p.ink}" stroke-width="6" stroke-linecap="round" opacity="0.3"/>
      <path d="M560 470 l 40 -60 l 40 60" stroke="#4f7a5a" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  "gut-health-fibre": {
    palette: { from: "#eef4ec", to: "#fdf3e1", a: "#b8d3b5", b: "#f4d9a8", c: "#4f7a5a", ink: "#3a2b1c" },
    body: (p) => `
      <rect x="250" y="190" width="220" height="320" rx="40" fill="#ffffff" stroke="${p.c}" stroke-width="8"/>
      <rect x="270" y="160" width="180" height="50" rx="14" fill="${p.c}"/>
      <circle cx="330" cy="320" r="28" fill="#e8a9bd"/><circle cx="395" cy="370" r="24" fill="#d98fb0"/><circle cx="340" cy="430" r="30" fill="#c4577a"/>
      <path d="M300 280 C 360 300 400 260 430 290" stroke="#f2c14e" stroke-width="10" fill="none" stroke-linecap="round"/>
      <path d="M640 250 C 640 180 760 180 760 250 C 760 320 880 320 880 250 C 880 180 1000 180 1000 260 C 1000 340 880 360 820 400 C 760 440 700 470 700 520" stroke="${p.c}" stroke-width="26" fill="none" stroke-linecap="round" opacity="0.85"/>
      ${leaf(620, 500, 0.9, -40, "#6f9a78")}${leaf(860, 520, 0.8, -140, "#4f7a5a")}
      <circle cx="690" cy="300" r="10" fill="#f2c14e"/><circle cx="930" cy="300" r="12" fill="#f2c14e"/><circle cx="800" cy="350" r="9" fill="#e8a9bd"/>`,
  },
};

fs.mkdirSync(out, { recursive: true });
for (const [name, { palette, body }] of Object.entries(images)) {
  const svg = Buffer.from(frame(palette, body(palette)));
  const base = sharp(svg, { density: 96 }).resize(W, H);
  await base
    .clone()
    .webp({ quality: 82 })
    .toFile(path.join(out, `${name}.webp`));
  for (const w of WIDTHS) {
    const resized = sharp(svg, { density: 96 }).resize(w, Math.round((H * w) / W));
    await resized
      .clone()
      .webp({ quality: 80 })
      .toFile(path.join(out, `${name}-${w}.webp`));
    await resized
      .clone()
      .avif({ quality: 55, effort: 4 })
      .toFile(path.join(out, `${name}-${w}.avif`));
  }
  console.log(`made ${name}`);
}
