import { describe, expect, it } from "vitest";
import { escapeHtml, storableJson, storableText } from "./text.ts";

describe("storable text", () => {
  it("drops NUL and keeps everything else, emoji and RTL marks included", () => {
    expect(storableText("nul\u0000byte")).toBe("nulbyte");
    expect(storableText("👩‍⚕️ \u202Eabc \u200B")).toBe("👩‍⚕️ \u202Eabc \u200B");
  });

  it("cleans every string of a JSON body in place", () => {
    const body = { name: "a\u0000b", data: { name: "\u0000c", list: ["d\u0000", 1, null] }, flag: true };
    expect(storableJson(body)).toEqual({ name: "ab", data: { name: "c", list: ["d", 1, null] }, flag: true });
    expect(body.name).toBe("ab");
  });
});

describe("escapeHtml", () => {
  it("turns the five markup characters into numeric references and keeps the rest", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/a&#62;",
    );
    expect(escapeHtml("plain text, 👩‍⚕️")).toBe("plain text, 👩‍⚕️");
  });
});
