import sanitizeHtml from "sanitize-html";

/**
 * Allowlist sanitizer for article HTML, run on save and again on render.
 * Only structural and inline text markup survives; no scripts, styles, event
 * handlers, frames, forms or `javascript:` URLs. Images may only point at this
 * site (we never hot-link), links only at http(s), mailto or this site.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "small",
    "sub",
    "sup",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "hr",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "abbr",
    "cite",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    abbr: ["title"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Text inside these is dropped along with the tag.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "template",
    "svg",
    "math",
  ],
  transformTags: {
    // The page's title is the only h1.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target && out.target !== "_blank") delete out.target;
      if (out.target === "_blank") out.rel = "noopener noreferrer nofollow";
      else if (out.rel)
        out.rel = out.rel
          .split(/\s+/)
          .filter((r) => /^(nofollow|noopener|noreferrer|sponsored|ugc)$/.test(r))
          .join(" ");
      if (!out.rel) delete out.rel;
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => {
    // Local images only: "/uploads/…" or "/images/…", never another host.
    if (frame.tag === "img") return !/^\/(?!\/)[^\s\\]*$/.test(frame.attribs.src ?? "");
    return false;
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
