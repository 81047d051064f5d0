import { SiteLink } from "#app/components/ui/site-link.tsx";
import { LogoMark } from "#app/components/logo.tsx";
import { NewsletterForm } from "#app/components/newsletter-form.tsx";
import { footerLinks, siteName } from "#app/lib/site.ts";

/**
 * The footer's content, rendered by the server only (app/components/site-footer.tsx imports this module on the
 * server alone, so no page's script carries it, nor the newsletter form it holds).
 */

/** Brand marks drawn inline (lucide no longer ships brand icons). */
const socials = [
  {
    label: "Instagram",
    // A frame, a lens ring and a dot, drawn as holes (even-odd fill): with a nonzero fill they merged into a
    // solid square.
    path: "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.4a4.6 4.6 0 1 1 0 9.2 4.6 4.6 0 0 1 0-9.2Zm0 1.8a2.8 2.8 0 1 0 0 5.6 2.8 2.8 0 0 0 0-5.6Zm5.3-3.7a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z",
  },
  {
    label: "Facebook",
    path: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z",
  },
  {
    label: "X (Twitter)",
    path: "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z",
  },
];

/** What the footer holds (the server's render; the browser keeps it). */
export function FooterContent({ year }: { year: number }) {
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_2fr]">
        <div>
          <SiteLink to="/" className="inline-flex items-center gap-2 text-[#f4c6d4]">
            <LogoMark />
            <span className="font-serif text-xl font-semibold text-white">{siteName()}</span>
          </SiteLink>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-[#ead9d4]">
            Empowering women with evidence-based guidance and honest product reviews, for every stage of life.
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Social media (coming soon)">
            {socials.map((social) => (
              <li key={social.label}>
                <span
                  role="img"
                  aria-label={`${social.label} (coming soon)`}
                  title={`${social.label} (coming soon)`}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-[#f6ebe7]"
                >
                  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                    <path d={social.path} fillRule="evenodd" />
                  </svg>
                </span>
              </li>
            ))}
          </ul>
          <NewsletterForm form="footer" tone="dark" className="mt-8 max-w-md" />
        </div>
        <nav aria-label="Footer">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-[#f4c6d4]">Explore</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5 sm:grid-cols-3">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <SiteLink
                  to={link.to}
                  className="text-sm text-[#f6ebe7] underline-offset-4 hover:text-white hover:underline"
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-[#ead9d4] sm:px-6">
          {/* One text node, so the server HTML reads "© <year> <name>" without React's comment separators. */}
          {`© ${year} ${siteName()}. All rights reserved. Content is for information only and is not medical advice.`}
        </p>
      </div>
    </>
  );
}
