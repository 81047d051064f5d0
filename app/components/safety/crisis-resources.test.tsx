import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RoomSafety } from "#app/components/chat/room-safety.tsx";
import { chatRooms } from "#app/content/community/rooms.ts";
import { RISK_KINDS } from "#app/domain/safety/risk.ts";
import { CrisisResources } from "./crisis-resources.tsx";

/** Where the first link to an organisation's site sits (a page to read), or the end. */
function firstSiteLink(html: string): number {
  const at = html.search(/href="https:/);
  return at < 0 ? html.length : at;
}

describe("the help for each kind of risk", () => {
  for (const kind of RISK_KINDS) {
    it(`${kind}: the emergency number and what to do now come before any site to read`, () => {
      for (const region of ["UK", "US"] as const) {
        const html = renderToStaticMarkup(<CrisisResources kind={kind} region={region} />);
        const emergency = html.indexOf(region === "UK" ? "999" : "911");
        expect(emergency, `${kind} ${region}`).toBeGreaterThan(-1);
        expect(emergency).toBeLessThan(firstSiteLink(html));
        const steps = [...html.matchAll(/data-crisis-step/g)].map((m) => m.index!);
        for (const step of steps) expect(step).toBeLessThan(firstSiteLink(html));
      }
    });
  }

  it("names the lines that fit the kind", () => {
    const lines = (kind: (typeof RISK_KINDS)[number], region: "UK" | "US") =>
      renderToStaticMarkup(<CrisisResources kind={kind} region={region} />);
    expect(lines("sexual-violence", "UK")).toContain("0808 500 2222");
    expect(lines("sexual-violence", "US")).toContain("800-656-4673");
    expect(lines("overdose", "UK")).toContain("even if you feel well");
    expect(lines("overdose", "US")).toContain("1-800-222-1222");
    expect(lines("eating-disorder", "UK")).toContain("0808 801 0677");
    expect(lines("medical-emergency", "UK")).toMatch(/early pregnancy unit/);
    expect(lines("medical-emergency", "UK")).toContain("0800 0147 800");
    expect(lines("abuse", "UK")).toContain("press 55");
  });
});

describe("room standing help", () => {
  it("Pregnancy & Loss says what to do about bleeding and pain in pregnancy and gives the baby-loss lines", () => {
    const html = renderToStaticMarkup(<RoomSafety topic="pregnancy-loss" part="crisis" />);
    expect(html).toContain('data-room-standing-help="pregnancy-loss"');
    expect(html).toMatch(/bleeding heavily[^<]*999/);
    expect(html).toContain("shoulder");
    expect(html).toContain("0808 164 3332");
    expect(html).toContain("1-800-944-4773");
  });

  it("the other rooms carry only the general crisis help", () => {
    for (const room of chatRooms.filter((r) => r.id !== "pregnancy-loss"))
      expect(renderToStaticMarkup(<RoomSafety topic={room.id} part="crisis" />)).not.toContain(
        "data-room-standing-help",
      );
  });
});
