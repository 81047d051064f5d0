import { ThemeToggle } from "#app/components/theme.tsx";
import { Menu, Search, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { SiteLink, SiteNavLink } from "#app/components/ui/site-link.tsx";
import { LogoMark } from "#app/components/logo.tsx";
import { SearchBox } from "#app/components/search/search-box.tsx";
import { HEADER_SEARCH_ID } from "#app/components/search/suggest-loader.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { AuthButton } from "#app/components/account-area.tsx";
import { cn } from "#app/lib/cn.ts";
import { headerLinks, siteName } from "#app/lib/site.ts";
import type { SessionUser } from "#app/domain/accounts/session.server.ts";

type RootData = { user: SessionUser | null; signedIn: boolean } | undefined;

const MENU_ID = "site-menu";
/** The header's search field, a native popover like the menu, so it opens on pages without JavaScript. */
const SEARCH_ID = HEADER_SEARCH_ID;
/** Classes that show or hide a piece of the menu button while the menu is open (CSS only; Tailwind needs the id spelled out). */
const whenMenuOpen = {
  hide: "group-has-[#site-menu:popover-open]/header:hidden",
  show: "group-has-[#site-menu:popover-open]/header:inline",
};

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    "rounded-md px-2.5 py-2 text-[0.95rem] font-medium transition-colors hover:bg-primary-soft hover:text-primary",
    isActive ? "text-primary" : "text-foreground",
  );
}

export function SiteHeader() {
  const data = useRouteLoaderData("root") as RootData;
  const user = data ? data.user : undefined;
  const signedIn = data ? data.signedIn : undefined;
  const isAdmin = user?.role === "admin";
  const menuRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const navigation = useNavigation();

  // The phone menu is a native popover (MENU_ID), so it opens, closes on Escape or
  // a click outside, and exposes its expanded state without any script: pages
  // served without JavaScript have a working menu. A chosen link closes it: a
  // page load by itself, a client-side navigation here. Not on hydration: a menu
  // opened while the page's scripts were still loading stays open.
  const path = location.pathname + location.search;
  const menuPath = useRef(path);
  useEffect(() => {
    if (menuPath.current === path) return;
    menuPath.current = path;
    const menu = menuRef.current;
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }, [path]);

  const links = [...headerLinks, ...(isAdmin ? [{ to: "/admin", label: "Dashboard" } as const] : [])];

  return (
    <header
      data-site-header
      className="group/header sticky top-0 z-40 border-b border-border/70 bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80"
    >
      <div
        aria-hidden="true"
        className={cn(
          "absolute inset-x-0 top-0 h-0.5 origin-left bg-primary transition-transform duration-500",
          navigation.state === "idle" ? "scale-x-0 opacity-0" : "scale-x-75 opacity-100",
        )}
      />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLink to="/" className="flex shrink-0 items-center gap-2 text-primary" aria-label={`${siteName()} home`}>
          <LogoMark />
          <span className="font-serif text-lg font-semibold text-foreground sm:text-xl">{siteName()}</span>
        </SiteLink>

        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {links.map((link) => (
              <li key={link.to}>
                <SiteNavLink to={link.to} end={link.to === "/"} className={navClass} prefetch="intent">
                  {link.label}
                </SiteNavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <ThemeToggle />
          <button
            type="button"
            popoverTarget={SEARCH_ID}
            className={buttonVariants({ variant: "ghost", size: "icon" })}
            aria-label="Search"
          >
            <Search aria-hidden="true" />
          </button>
          <div className="hidden xl:block">
            <AuthButton signedIn={signedIn} />
          </div>
          <button
            type="button"
            popoverTarget={MENU_ID}
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "xl:hidden")}
          >
            <Menu aria-hidden="true" className={whenMenuOpen.hide} />
            <X aria-hidden="true" className={cn("hidden", whenMenuOpen.show)} />
            <span className={cn("sr-only", whenMenuOpen.hide)}>Open menu</span>
            <span className={cn("sr-only hidden", whenMenuOpen.show)}>Close menu</span>
          </button>
        </div>
      </div>

      <nav
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="inset-x-0 top-16 bottom-auto m-0 w-full border-0 border-y border-border bg-background p-0 text-foreground xl:hidden"
      >
        <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:px-6">
          {links.map((link) => (
            <li key={link.to}>
              <SiteNavLink
                to={link.to}
                end={link.to === "/"}
                className={({ isActive }) => cn(navClass({ isActive }), "block px-3 py-2.5 text-base")}
              >
                {link.label}
              </SiteNavLink>
            </li>
          ))}
          <li className="pt-2">
            <AuthButton signedIn={signedIn} />
          </li>
        </ul>
      </nav>

      <div
        id={SEARCH_ID}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 w-full overflow-visible border-0 border-y border-border bg-background p-0 text-foreground"
      >
        <div className="mx-auto max-w-3xl px-4 py-4 sm:px-6">
          <SearchBox label="Search the site" />
        </div>
      </div>
    </header>
  );
}
