/** The Wellness Circle mark: a ring of three leaves. Drawn inline, no image request. */
export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeWidth="2.5" opacity="0.35" />
      <path d="M20 7c5 4 6 10 0 16-6-6-5-12 0-16Z" fill="currentColor" />
      <path d="M9 27c3-6 9-8 14-4-5 5-11 6-14 4Z" fill="currentColor" opacity="0.75" />
      <path d="M31 27c-3-6-9-8-14-4 5 5 11 6 14 4Z" fill="currentColor" opacity="0.55" />
    </svg>
  );
}
