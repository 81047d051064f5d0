import { Flag } from "lucide-react";
import { Link } from "react-router";

/**
 * Share links are plain links to each service's share address: no third-party script, no tracking
 * pixel; nothing leaves the page until the reader follows one.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    { label: "Email", href: `mailto:?subject=${t}&body=${u}` },
    { label: "WhatsApp", href: `https://wa.me/?text=${t}%20${u}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "X", href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
  return (
    <nav aria-label="Share this page" className="print:hidden">
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        <li className="font-medium">Share:</li>
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              className="inline-flex min-h-9 items-center rounded-full border border-border px-3 text-foreground hover:border-primary hover:text-primary"
              {...(link.href.startsWith("mailto:") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            >
              {link.label}
              {link.href.startsWith("mailto:") ? null : <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The corrections policy's way in, on every reading page. */
export function ReportErrorLink({ path }: { path: string }) {
  return (
    <Link
      to={`/report-error?page=${encodeURIComponent(path)}`}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-2 hover:underline print:hidden"
    >
      <Flag className="size-4" aria-hidden="true" /> Report an error on this page
    </Link>
  );
}
