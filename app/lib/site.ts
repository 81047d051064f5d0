import { publicSettings } from "#platform/public-settings.ts";

/** Site-wide constants used by the interface (copy that is the same on every page). */
export const SITE_NAME_DEFAULT = "The Wellness Circle";

/** The page head's tag that carries SITE_NAME to the browser (the root layout writes it). */
export const SITE_NAME_META = "application-name";

/**
 * SITE_NAME: on the server as the operator configured it (platform/config.ts → platform/public-settings.ts),
 * in the browser as the server wrote it into the page. Every place that names the site reads it here.
 */
export function siteName(): string {
  if (typeof document !== "undefined") {
    return document.querySelector<HTMLMetaElement>(`meta[name="${SITE_NAME_META}"]`)?.content || SITE_NAME_DEFAULT;
  }
  return publicSettings()?.siteName ?? SITE_NAME_DEFAULT;
}

/**
 * The site's name without a leading "The", for copy that puts its own article or a possessive before it
 * ("your Wellness Circle account"); the whole name when it has no article ("your Acme Health account").
 */
export function siteNameWithoutArticle(): string {
  return siteName().replace(/^the\s+/i, "");
}

export const headerLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/articles", label: "Articles" },
  { to: "/product-reviews", label: "Reviews" },
  { to: "/product-roundups", label: "Roundups" },
  { to: "/wellness-toolkit", label: "Toolkit" },
  { to: "/community", label: "Community" },
  { to: "/affiliates", label: "Affiliates" },
  { to: "/collaborate", label: "Collaborate" },
] as const;

export const footerLinks = [
  { to: "/articles", label: "Articles" },
  { to: "/product-reviews", label: "Product Reviews" },
  { to: "/expert-interviews", label: "Expert Interviews" },
  { to: "/wellness-toolkit", label: "Wellness Toolkit" },
  { to: "/wellness-quiz", label: "Wellness Quiz" },
  { to: "/affiliates", label: "Affiliate Corner" },
  { to: "/about", label: "About" },
  { to: "/collaborate", label: "Work With Us" },
  { to: "/community", label: "Community" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/editorial-policy", label: "Editorial Policy" },
  { to: "/corrections-policy", label: "Corrections Policy" },
  { to: "/advertising-policy", label: "Advertising & Affiliates" },
  { to: "/terms-of-use", label: "Terms of Use" },
  { to: "/editorial-team", label: "Editorial Team" },
] as const;

export const NOT_FOUND_MESSAGE = "Oops! The page you're looking for seems to have gone on a wellness retreat.";
