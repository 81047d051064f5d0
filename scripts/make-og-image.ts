/** Renders the default social-card image (1200×630) to public/images/og-default.png. */
import path from "node:path";
import sharp from "sharp";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbe9dc"/><stop offset="1" stop-color="#f8e4ea"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="950" cy="315" r="230" fill="#fff" opacity=".55"/>
  <g transform="translate(790 155) scale(8)" fill="#9e3558">
    <circle cx="20" cy="20" r="18" fill="none" stroke="#9e3558" stroke-width="2.5" opacity=".35"/>
    <path d="M20 7c5 4 6 10 0 16-6-6-5-12 0-16Z"/>
    <path d="M9 27c3-6 9-8 14-4-5 5-11 6-14 4Z" opacity=".75"/>
    <path d="M31 27c-3-6-9-8-14-4 5 5 11 6 14 4Z" opacity=".55"/>
  </g>
  <text x="80" y="260" font-family="DejaVu Serif, Georgia, serif" font-size="72" font-weight="700" fill="#2d1f26">The Wellness</text>
  <text x="80" y="345" font-family="DejaVu Serif, Georgia, serif" font-size="72" font-weight="700" fill="#2d1f26">Circle</text>
  <text x="80" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#66525b">Evidence-based guidance and honest reviews</text>
  <text x="80" y="462" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#66525b">for women's health and wellness</text>
  <rect x="80" y="510" width="120" height="8" rx="4" fill="#9e3558"/>
</svg>`;

const out = path.resolve(import.meta.dirname, "../public/images/og-default.png");
await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(out);
console.log(`wrote ${out}`);
