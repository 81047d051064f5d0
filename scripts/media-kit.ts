/**
 * Generates the brand media kit served at /media-kit.pdf:
 *
 *   npm run media-kit            # writes public/media-kit.pdf
 *
 * Two A4 pages in the site's colours and typefaces (Fraunces and Inter,
 * embedded from the static @fontsource packages): who we are, the audience
 * counts of the built-in content (dated the day the kit is made; audience
 * figures are the operator's and appear only on /collaborate), the six collaboration offers, why brands
 * work with us, and how to get in touch. The copy comes from
 * app/content/collaborate.ts, the same module the /collaborate page renders.
 * Set SITE_URL to print the site's full address in the contact box.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { collaborationOffers, mediaKitCopy, mediaKitFigures, whyWorkWithUs } from "#app/content/collaborate.ts";
import { siteName } from "#app/lib/site.ts";
// Read and checked first: the kit names the site as the operator set it (SITE_NAME, through siteName()).
import "#platform/config.ts";

const copy = mediaKitCopy(siteName());
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const output = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, "public/media-kit.pdf");

const colour = {
  primary: "#9e3558",
  primarySoft: "#f8e4ea",
  sage: "#4f7a5a",
  secondary: "#e6efe6",
  background: "#fdf8f4",
  foreground: "#2d1f26",
  muted: "#66525b",
  accent: "#fbe9dc",
  border: "#eadcd3",
  gold: "#b7791f",
};

/** A static weight of a self-hosted brand font (WOFF, which pdfkit embeds as a subset). */
function brandFont(family: "fraunces" | "inter", weight: number) {
  return path.join(root, "node_modules/@fontsource", family, "files", `${family}-latin-${weight}-normal.woff`);
}

/** The day the kit is made: printed beside its counts, which are true on that day. */
const madeOn = new Date();
const madeOnText = madeOn.toLocaleDateString("en-US", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const kitYear = madeOn.getUTCFullYear();

const doc = new PDFDocument({
  size: "A4",
  margin: 0,
  info: {
    Title: `${siteName()}: Media Kit ${kitYear}`,
    Author: siteName(),
    Subject: "Brand partnerships: audience, collaboration formats and contact",
    Keywords: "media kit, brand partnership, women's health, wellness",
    CreationDate: madeOn,
    ModDate: madeOn,
  },
  lang: "en-US",
  displayTitle: true,
  pdfVersion: "1.7",
});
doc.registerFont("serif", brandFont("fraunces", 600));
doc.registerFont("serif-bold", brandFont("fraunces", 700));
doc.registerFont("sans", brandFont("inter", 400));
doc.registerFont("sans-medium", brandFont("inter", 500));
doc.registerFont("sans-bold", brandFont("inter", 600));

const page = { width: 595.28, height: 841.89 };
const margin = 48;
const contentWidth = page.width - margin * 2;

function background() {
  doc.rect(0, 0, page.width, page.height).fill(colour.background);
}

/** The brand mark: three overlapping circles, as in the site's logo motif. */
function mark(x: number, y: number, r: number, fill: string) {
  doc.save();
  doc
    .circle(x - r * 0.6, y + r * 0.35, r)
    .fillOpacity(0.9)
    .fill(fill);
  doc
    .circle(x + r * 0.6, y + r * 0.35, r)
    .fillOpacity(0.65)
    .fill(fill);
  doc
    .circle(x, y - r * 0.55, r)
    .fillOpacity(0.45)
    .fill(fill);
  doc.restore();
}

function footer(pageNumber: number) {
  doc
    .moveTo(margin, page.height - 44)
    .lineTo(page.width - margin, page.height - 44)
    .lineWidth(0.75)
    .strokeColor(colour.border)
    .stroke();
  doc.font("sans").fontSize(8.5).fillColor(colour.muted);
  doc.text(`${siteName()} · Media Kit ${kitYear}`, margin, page.height - 34, { lineBreak: false });
  doc.text(`${pageNumber} / 2`, page.width - margin - 40, page.height - 34, {
    width: 40,
    align: "right",
    lineBreak: false,
  });
}

function sectionHeading(text: string, y: number, eyebrow?: string) {
  let top = y;
  if (eyebrow) {
    doc
      .font("sans-bold")
      .fontSize(8.5)
      .fillColor(colour.primary)
      .text(eyebrow.toUpperCase(), margin, top, { characterSpacing: 1.4 });
    top += 15;
  }
  doc.font("serif").fontSize(21).fillColor(colour.foreground).text(text, margin, top);
  return doc.y + 10;
}

function bulletList(items: string[], x: number, y: number, width: number, dot = colour.sage) {
  let top = y;
  for (const item of items) {
    doc.circle(x + 3, top + 6, 2.6).fill(dot);
    doc
      .font("sans")
      .fontSize(10.5)
      .fillColor(colour.foreground)
      .text(item, x + 14, top, { width: width - 14, lineGap: 2 });
    top = doc.y + 6;
  }
  return top;
}

// ---------------------------------------------------------------- page 1
background();
const bandHeight = 212;
doc.rect(0, 0, page.width, bandHeight).fill(colour.primary);
doc.save();
doc
  .circle(page.width - 40, 40, 150)
  .fillOpacity(0.12)
  .fill("#ffffff");
doc
  .circle(page.width - 150, bandHeight + 10, 90)
  .fillOpacity(0.08)
  .fill("#ffffff");
doc
  .circle(60, bandHeight - 10, 46)
  .fillOpacity(0.1)
  .fill("#ffffff");
doc.restore();
mark(margin + 16, 64, 12, "#ffffff");
doc
  .font("sans-bold")
  .fontSize(9)
  .fillColor(colour.primarySoft)
  .text(`MEDIA KIT ${kitYear}`, margin + 44, 60, { characterSpacing: 2 });
doc.font("serif-bold").fontSize(40).fillColor("#ffffff").text(siteName(), margin, 92, { width: contentWidth });
doc
  .font("sans")
  .fontSize(13.5)
  .fillColor("#ffffff")
  .text("Empowering women with evidence-based guidance and honest product reviews.", margin, doc.y + 8, {
    width: 380,
    lineGap: 3,
  });

let y = bandHeight + 30;
y = sectionHeading("Who we are", y, "About us");
doc
  .font("sans")
  .fontSize(11)
  .fillColor(colour.foreground)
  .text(copy.whoWeAre, margin, y, { width: contentWidth, lineGap: 3 });

// Counts of the built-in content, true on the day the kit is made (no fixed audience claims).
y = doc.y + 20;
const gap = 14;
const cardWidth = (contentWidth - gap * 2) / 3;
mediaKitFigures().forEach((claim, index) => {
  const x = margin + index * (cardWidth + gap);
  doc.roundedRect(x, y, cardWidth, 84, 12).fill("#ffffff");
  doc.roundedRect(x, y, cardWidth, 84, 12).lineWidth(0.75).strokeColor(colour.border).stroke();
  doc.rect(x + 18, y + 16, 26, 3).fill(index === 1 ? colour.sage : index === 2 ? colour.gold : colour.primary);
  doc
    .font("serif-bold")
    .fontSize(27)
    .fillColor(colour.primary)
    .text(claim.value, x + 18, y + 25, { lineBreak: false });
  doc
    .font("sans-medium")
    .fontSize(10.5)
    .fillColor(colour.muted)
    .text(claim.label, x + 18, y + 58, { width: cardWidth - 36 });
});

doc
  .font("sans")
  .fontSize(8.5)
  .fillColor(colour.muted)
  .text(`${copy.figuresNote} Counted on ${madeOnText}.`, margin, y + 90, { width: contentWidth, lineGap: 1.5 });
y = doc.y + 18;
const columnWidth = (contentWidth - 28) / 2;
const audienceTop = sectionHeading("Who reads us", y, "Audience");
const audienceEnd = bulletList([...copy.audience], margin, audienceTop, columnWidth);
const rightX = margin + columnWidth + 28;
doc.font("sans-bold").fontSize(8.5).fillColor(colour.primary).text("OUR CONTENT", rightX, y, { characterSpacing: 1.4 });
doc
  .font("serif")
  .fontSize(21)
  .fillColor(colour.foreground)
  .text("What we publish", rightX, y + 15);
const publishEnd = bulletList([...copy.publish], rightX, doc.y + 10, columnWidth, colour.primary);

const quoteTop = Math.max(audienceEnd, publishEnd) + 10;
doc.roundedRect(margin, quoteTop, contentWidth, 64, 12).fill(colour.secondary);
doc
  .font("serif")
  .fontSize(13)
  .fillColor("#24402c")
  .text(`“${copy.quote}”`, margin + 22, quoteTop + 16, { width: contentWidth - 44, lineGap: 2 });
footer(1);

// ---------------------------------------------------------------- page 2
doc.addPage({ size: "A4", margin: 0 });
background();
doc.rect(0, 0, page.width, 8).fill(colour.primary);
y = sectionHeading("Ways to Collaborate", 44, "Partnership formats");
doc
  .font("sans")
  .fontSize(11)
  .fillColor(colour.muted)
  .text("Six ways to reach our readers, each clearly labelled and held to our editorial standards.", margin, y - 4, {
    width: contentWidth,
  });
y = doc.y + 16;
const offerWidth = (contentWidth - 16) / 2;
const offerHeight = 108;
collaborationOffers.forEach((offer, index) => {
  const x = margin + (index % 2) * (offerWidth + 16);
  const top = y + Math.floor(index / 2) * (offerHeight + 12);
  doc.roundedRect(x, top, offerWidth, offerHeight, 12).fill("#ffffff");
  doc.roundedRect(x, top, offerWidth, offerHeight, 12).lineWidth(0.75).strokeColor(colour.border).stroke();
  doc.circle(x + 30, top + 28, 13).fill(colour.primarySoft);
  doc
    .font("serif-bold")
    .fontSize(12.5)
    .fillColor(colour.primary)
    .text(String(index + 1), x + 16, top + 20.5, { width: 28, align: "center" });
  doc
    .font("serif")
    .fontSize(13)
    .fillColor(colour.foreground)
    .text(offer.title, x + 52, top + 20, { lineBreak: false });
  doc
    .font("sans")
    .fontSize(9.5)
    .fillColor(colour.muted)
    .text(offer.text, x + 18, top + 50, { width: offerWidth - 36, lineGap: 1.5 });
});

y += 3 * (offerHeight + 12) + 14;
y = sectionHeading("Why Work With Us", y, "Our promise");
const reasonGap = 18;
const reasonWidth = (contentWidth - reasonGap * 2) / 3;
let reasonsEnd = y;
whyWorkWithUs.forEach((reason, index) => {
  const x = margin + index * (reasonWidth + reasonGap);
  doc.rect(x, y, 26, 3).fill(index === 0 ? colour.primary : index === 1 ? colour.sage : colour.gold);
  doc
    .font("sans-bold")
    .fontSize(10.5)
    .fillColor(colour.foreground)
    .text(reason.title, x, y + 10, { width: reasonWidth });
  doc
    .font("sans")
    .fontSize(9)
    .fillColor(colour.muted)
    .text(reason.text, x, doc.y + 4, { width: reasonWidth, lineGap: 1.5 });
  reasonsEnd = Math.max(reasonsEnd, doc.y);
});

const siteUrl = process.env.SITE_URL?.replace(/\/+$/, "");
const contactHeight = siteUrl ? 126 : 108;
const contactTop = Math.max(reasonsEnd + 22, page.height - 60 - contactHeight);
doc.roundedRect(margin, contactTop, contentWidth, contactHeight, 14).fill(colour.primary);
doc.save();
doc
  .circle(page.width - margin - 30, contactTop + 20, 70)
  .fillOpacity(0.12)
  .fill("#ffffff");
doc.restore();
doc
  .font("serif-bold")
  .fontSize(20)
  .fillColor("#ffffff")
  .text("Let's create something together", margin + 24, contactTop + 20, { width: contentWidth - 48 });
doc
  .font("sans")
  .fontSize(10.5)
  .fillColor("#ffffff")
  .text(
    "Tell us about your brand and the collaboration you have in mind with the 'Send a Proposal' form on our Work With Us page (/collaborate). We read every proposal and will be in touch soon.",
    margin + 24,
    doc.y + 8,
    { width: contentWidth - 150, lineGap: 2 },
  );
if (siteUrl) {
  doc
    .font("sans-bold")
    .fontSize(11)
    .fillColor(colour.primarySoft)
    .text(`${siteUrl}/collaborate`, margin + 24, doc.y + 8, {
      link: `${siteUrl}/collaborate`,
      underline: true,
      lineBreak: false,
    });
}
footer(2);

fs.mkdirSync(path.dirname(output), { recursive: true });
const stream = fs.createWriteStream(output);
doc.pipe(stream);
doc.end();
await new Promise<void>((resolve, reject) => {
  stream.on("finish", resolve);
  stream.on("error", reject);
});
console.log(`media kit written to ${path.relative(process.cwd(), output)} (${fs.statSync(output).size} bytes)`);
