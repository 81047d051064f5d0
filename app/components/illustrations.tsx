/**
 * Illustrations drawn as inline SVG: no image requests, no third parties,
 * crisp at every size, and no layout shift (fixed viewBox with aspect ratio).
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 420"
      className={`dim-in-dark ${className ?? ""}`}
      role="img"
      aria-labelledby="hero-illustration-title"
    >
      <title id="hero-illustration-title">Three women of different ages in a circle of leaves</title>
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: "var(--color-accent)" }} />
          <stop offset="1" style={{ stopColor: "var(--color-primary-soft)" }} />
        </linearGradient>
      </defs>
      <circle cx="240" cy="210" r="200" fill="url(#hero-sky)" />
      <circle
        cx="240"
        cy="210"
        r="200"
        fill="none"
        stroke="#9e3558"
        strokeOpacity=".18"
        strokeWidth="3"
        strokeDasharray="4 10"
      />
      <g fill="#4f7a5a">
        <path d="M70 300c20-60 70-80 110-70-20 45-60 75-110 70Z" opacity=".85" />
        <path d="M410 300c-20-60-70-80-110-70 20 45 60 75 110 70Z" opacity=".7" />
        <path d="M240 40c30 25 36 65 0 100-36-35-30-75 0-100Z" opacity=".55" />
      </g>
      <g>
        <circle cx="160" cy="190" r="34" fill="#e8b79c" />
        <path d="M126 180c0-30 22-48 40-46 22 2 34 22 30 46-8-14-22-22-40-22-12 0-22 8-30 22Z" fill="#3b2430" />
        <path d="M104 330c0-55 25-95 56-95s56 40 56 95Z" fill="#9e3558" />
      </g>
      <g>
        <circle cx="320" cy="190" r="34" fill="#c48a6a" />
        <path d="M284 196c-6-38 16-62 38-62 26 0 42 24 34 58-6-16-18-26-34-28-18-2-30 12-38 32Z" fill="#6b3413" />
        <path d="M264 330c0-55 25-95 56-95s56 40 56 95Z" fill="#4f7a5a" />
      </g>
      <g>
        <circle cx="240" cy="222" r="36" fill="#f0c8ae" />
        <path d="M204 214c0-28 18-44 36-44s36 16 36 44c-10-16-22-22-36-22s-26 6-36 22Z" fill="#b9b0ad" />
        <path d="M180 370c0-60 27-104 60-104s60 44 60 104Z" fill="#b7791f" />
      </g>
    </svg>
  );
}

export function FounderPortrait({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 320 360"
      className={`dim-in-dark ${className ?? ""}`}
      role="img"
      aria-labelledby="founder-portrait-title"
    >
      <title id="founder-portrait-title">Illustrated portrait of the founder and editor smiling</title>
      <rect width="320" height="360" rx="28" fill="#f8e4ea" />
      <circle cx="160" cy="150" r="120" fill="#fbe9dc" />
      <path d="M60 360c0-80 45-130 100-130s100 50 100 130Z" fill="#9e3558" />
      <path d="M128 230h64v34c-10 10-22 14-32 14s-22-4-32-14Z" fill="#e0a888" />
      <circle cx="160" cy="160" r="62" fill="#ecbd9f" />
      <path d="M96 170c-8-66 30-104 70-104 44 0 76 36 62 106-10-30-30-52-62-56-30-4-54 18-70 54Z" fill="#4a2a1c" />
      <path d="M96 170c-4 40 4 80 20 100l10-70Z" fill="#4a2a1c" />
      <path d="M226 170c4 40-4 80-20 100l-10-70Z" fill="#4a2a1c" />
      <circle cx="138" cy="166" r="5" fill="#3b2430" />
      <circle cx="182" cy="166" r="5" fill="#3b2430" />
      <path d="M140 192c12 12 28 12 40 0" fill="none" stroke="#9e3558" strokeWidth="4" strokeLinecap="round" />
      <path d="M240 300c20-30 50-36 70-30-12 26-40 40-70 30Z" fill="#4f7a5a" />
    </svg>
  );
}
