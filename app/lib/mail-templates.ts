/**
 * The one template set every mail the site sends is rendered from (account mails, newsletter
 * confirmation, newsletter issues): React Email components render the HTML part (table layout and
 * inline styles that common mail clients read), and the same blocks give the plain-text part.
 * Pure apart from rendering; the caller sends.
 */
import { createElement as h, type ReactNode } from "react";
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render, toPlainText } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";

export type RenderedMail = { subject: string; text: string; html: string };

/**
 * One piece of a mail. `plain` replaces the block's plain-text rendering (`null` leaves it out of
 * the text part), for mails whose plain text is fixed word for word.
 */
export type MailBlock = { plain?: string | null } & (
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "button"; label: string; href: string }
  /** "If the button does not work, copy this link…" with the link written out. */
  | { kind: "link-fallback"; href: string }
  | { kind: "note"; text: string }
  /** Already sanitized HTML (the article sanitizer), e.g. a newsletter's free text. */
  | { kind: "html"; html: string }
  | { kind: "articles"; items: { title: string; excerpt: string; url: string }[] }
  | { kind: "rule" }
);

export type MailTemplate = {
  siteName: string;
  siteUrl: string;
  subject: string;
  /** The inbox preview line. */
  preview?: string;
  heading: string;
  blocks: MailBlock[];
  /** Small print under the card (e.g. why you get this mail and how to leave). */
  footer?: MailBlock[];
};

const colors = {
  page: "#fdf8f4",
  card: "#ffffff",
  border: "#eadcd3",
  ink: "#2d1f26",
  muted: "#66525b",
  brand: "#9e3558",
};
const font = "Inter,Segoe UI,Helvetica,Arial,sans-serif";
const serif = "Georgia,serif";

function block(item: MailBlock, key: number): ReactNode {
  switch (item.kind) {
    case "paragraph":
      return h(Text, { key, style: { margin: "0 0 20px", fontSize: "16px", lineHeight: "1.5" } }, item.text);
    case "heading":
      return h(
        Heading,
        { key, as: "h2", style: { margin: "8px 0 12px", fontFamily: serif, fontSize: "20px" } },
        item.text,
      );
    case "button":
      return h(
        Section,
        { key, style: { margin: "0 0 24px" } },
        h(
          Button,
          {
            href: item.href,
            style: {
              background: colors.brand,
              color: "#ffffff",
              fontWeight: 600,
              padding: "12px 22px",
              borderRadius: "8px",
              textDecoration: "none",
            },
          },
          item.label,
        ),
      );
    case "link-fallback":
      return h(
        Section,
        { key },
        h(
          Text,
          { style: { margin: "0 0 8px", fontSize: "14px", color: colors.muted } },
          "If the button does not work, copy this link into your browser:",
        ),
        h(
          Text,
          { style: { margin: "0 0 24px", fontSize: "14px", wordBreak: "break-all" } },
          h(Link, { href: item.href, style: { color: colors.brand } }, item.href),
        ),
      );
    case "note":
      return h(Text, { key, style: { margin: "0 0 20px", fontSize: "14px", color: colors.muted } }, item.text);
    case "html":
      return h("div", {
        key,
        style: { fontSize: "16px", lineHeight: "1.6" },
        dangerouslySetInnerHTML: { __html: item.html },
      });
    case "articles":
      return h(
        Section,
        { key, style: { margin: "0 0 16px" } },
        item.items.map((article, index) =>
          h(
            Section,
            {
              key: index,
              style: { margin: "0 0 16px", padding: "0 0 16px", borderBottom: `1px solid ${colors.border}` },
            },
            h(
              Link,
              {
                href: article.url,
                style: { fontFamily: serif, fontSize: "18px", fontWeight: 600, color: colors.brand },
              },
              article.title,
            ),
            article.excerpt
              ? h(Text, { style: { margin: "6px 0 0", fontSize: "15px", lineHeight: "1.5" } }, article.excerpt)
              : null,
          ),
        ),
      );
    case "rule":
      return h(Hr, { key, style: { borderColor: colors.border, margin: "8px 0 20px" } });
  }
}

function plainBlock(item: MailBlock): string | null {
  if (item.plain !== undefined) return item.plain;
  switch (item.kind) {
    case "paragraph":
    case "note":
      return item.text;
    case "heading":
      return item.text.toUpperCase();
    case "button":
      return `${item.label}: ${item.href}`;
    case "link-fallback":
      return null;
    case "html":
      return toPlainText(item.html, { wordwrap: 78, selectors: [{ selector: "img", format: "skip" }] }).trim();
    case "articles":
      return item.items
        .map((article) => [article.title, article.excerpt, article.url].filter(Boolean).join("\n"))
        .join("\n\n");
    case "rule":
      return "----";
  }
}

/** Renders a template to its subject, plain-text part and HTML part. */
export async function renderMail(template: MailTemplate): Promise<RenderedMail> {
  const { siteName, siteUrl, heading } = template;
  const element = h(
    Html,
    { lang: "en" },
    h(Head, null, h("title", null, heading)),
    template.preview ? h(Preview, null, template.preview) : null,
    h(
      Body,
      { style: { margin: 0, padding: "32px 12px", background: colors.page, fontFamily: font, color: colors.ink } },
      h(
        Container,
        {
          style: {
            maxWidth: "560px",
            background: colors.card,
            border: `1px solid ${colors.border}`,
            borderRadius: "12px",
            padding: "28px 32px 8px",
          },
        },
        h(
          Link,
          {
            href: siteUrl,
            style: {
              fontFamily: serif,
              fontSize: "20px",
              fontWeight: 600,
              color: colors.brand,
              textDecoration: "none",
            },
          },
          siteName,
        ),
        h(Heading, { as: "h1", style: { margin: "20px 0 12px", fontFamily: serif, fontSize: "24px" } }, heading),
        ...template.blocks.map(block),
      ),
      h(
        Container,
        { style: { maxWidth: "560px", padding: "16px 8px 0", fontSize: "12px", color: colors.muted } },
        ...(template.footer ?? []).map((item, index) =>
          item.kind === "paragraph" || item.kind === "note"
            ? h(
                Text,
                { key: `f${index}`, style: { margin: "0 0 8px", fontSize: "12px", color: colors.muted } },
                item.text,
              )
            : block(item, index + 1000),
        ),
        h(
          Text,
          { style: { margin: "0", fontSize: "12px", color: colors.muted } },
          `${siteName} · `,
          h(Link, { href: siteUrl, style: { color: colors.muted } }, siteUrl),
        ),
      ),
    ),
  );
  const html = await render(element);
  const parts = [...template.blocks, ...(template.footer ?? [])]
    .map(plainBlock)
    .filter((part): part is string => part !== null);
  const text = [...parts, `${siteName} · ${siteUrl}`].join("\n\n");
  return { subject: template.subject, text, html };
}
