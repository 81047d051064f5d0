import { renderToString } from "react-dom/server";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createMemoryRouter, Link, NavLink, RouterProvider } from "react-router";
import { SiteLink, SiteNavLink } from "./site-link.tsx";

/** The markup of `element` rendered on the server at `path`, as a page would render it. */
function at(path: string, element: ReactNode): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  return renderToString(<RouterProvider router={router} />);
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? "nav text-primary" : "nav text-foreground");

describe("SiteLink and SiteNavLink write what React Router's Link and NavLink write", () => {
  const links: [string, Record<string, unknown>][] = [
    ["/", { className: "home", "aria-label": "Home" }],
    ["/articles", { className: "a", prefetch: "intent" }],
    ["/wellness-toolkit?tab=meals", { "data-search-result": "/wellness-toolkit?tab=meals", className: "r" }],
    ["/privacy-policy#newsletter", { target: "_blank", rel: "noopener" }],
    ["/articles/../about", {}],
    ["/a/", { replace: true, state: { from: "x" } }],
    ["/articles?", {}],
    ["/.well-known/security.txt", { reloadDocument: true }],
    ["https://example.org/x", { className: "out" }],
    ["/product-reviews", { prefetch: "render" }],
  ];

  it("for links, whatever the path and options", () => {
    for (const [to, props] of links) {
      expect(
        at(
          "/search",
          <SiteLink to={to} {...props}>
            Go
          </SiteLink>,
        ),
        to,
      ).toBe(
        at(
          "/search",
          <Link to={to} {...props}>
            Go
          </Link>,
        ),
      );
    }
  });

  it("for navigation links, active or not, at the page's own path and below it", () => {
    for (const path of ["/", "/articles", "/Articles", "/articles/iron-and-fatigue", "/articlesx", "/about"]) {
      for (const [to, end] of [
        ["/", true],
        ["/articles", false],
        ["/articles", true],
        ["/about", false],
      ] as const) {
        const same = (props: Record<string, unknown>) =>
          expect(
            at(
              path,
              <SiteNavLink to={to} end={end} {...props}>
                Go
              </SiteNavLink>,
            ),
            `${to} at ${path}`,
          ).toBe(
            at(
              path,
              <NavLink to={to} end={end} {...props}>
                Go
              </NavLink>,
            ),
          );
        same({ className: navClass, prefetch: "intent" });
        same({ className: "plain" });
        same({ style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }) });
        same({
          "aria-current": "location",
          children: ({ isActive }: { isActive: boolean }) => (isActive ? "Here" : "There"),
        });
      }
    }
  });
});
