import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The footer's content, on the server only: the browser build drops this import (a static one would put the
 * content, and the newsletter form in it, into the shared runtime every hydrated page loads: issue 62).
 */
const server = import.meta.env.SSR ? await import("#app/components/site-footer-content.tsx") : undefined;

/**
 * The footer. `year` comes from the server (the root loader), so the server's HTML and the browser's render
 * agree even around New Year in another time zone; pages rendered without it (error pages) use the clock.
 *
 * It is the server's markup only. The browser keeps what the server sent: it renders the same `<footer>` with
 * an empty `dangerouslySetInnerHTML` (KEEP), which React does not hydrate below and never writes while its
 * `__html` stays the same, so a hydrated page spends nothing on the footer and its script carries none of it
 * (`import.meta.env.SSR` is false in the browser build, which drops the rest). Its links are plain links (a
 * page load, as on every reading page) and its form a plain POST, which it already is; the form's `page`
 * follows client-side navigations. The root layout renders it once, so the browser never mounts a footer
 * the server did not send.
 */
export function SiteFooter({ year = new Date().getUTCFullYear() }: { year?: number }) {
  const footer = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const page = footer.current?.querySelector<HTMLInputElement>("input[name='page']");
    if (page) page.value = pathname;
  }, [pathname]);
  if (!server)
    return <footer ref={footer} className={FOOTER_CLASS} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  return (
    <footer className={FOOTER_CLASS}>
      <server.FooterContent year={year} />
    </footer>
  );
}

const FOOTER_CLASS = "mt-16 border-t border-border bg-[#3b2430] text-[#f6ebe7]";
const KEEP = { __html: "" };
