/**
 * "Avatar choice": 10 presets (avatar_1 … avatar_10), each with an id,
 * an image url and a description; the first is the default. Without a chosen
 * avatar a locally generated initials image is shown (no third-party service).
 */
import { escapeHtml } from "#app/lib/text.ts";

export type AvatarPreset = { id: string; url: string; description: string };

export const AVATAR_PRESETS: readonly AvatarPreset[] = [
  {
    id: "avatar_1",
    url: "/avatars/avatar_1.svg",
    description: "Smiling woman with long dark brown hair on a rose background",
  },
  {
    id: "avatar_2",
    url: "/avatars/avatar_2.svg",
    description: "Woman with a curly afro and gold earrings on a sage background",
  },
  {
    id: "avatar_3",
    url: "/avatars/avatar_3.svg",
    description: "Woman with a blonde bob and round glasses on a peach background",
  },
  { id: "avatar_4", url: "/avatars/avatar_4.svg", description: "Woman wearing a plum hijab on a lavender background" },
  { id: "avatar_5", url: "/avatars/avatar_5.svg", description: "Woman with a black top bun on a sky-blue background" },
  {
    id: "avatar_6",
    url: "/avatars/avatar_6.svg",
    description: "Woman with long red wavy hair and freckles on a mint background",
  },
  {
    id: "avatar_7",
    url: "/avatars/avatar_7.svg",
    description: "Older woman with short silver hair and glasses on a butter-yellow background",
  },
  { id: "avatar_8", url: "/avatars/avatar_8.svg", description: "Woman with long box braids on a coral background" },
  {
    id: "avatar_9",
    url: "/avatars/avatar_9.svg",
    description: "Woman with a short black pixie cut on a teal background",
  },
  {
    id: "avatar_10",
    url: "/avatars/avatar_10.svg",
    description: "Woman with a brown ponytail and a headband on a lilac background",
  },
];

export const DEFAULT_AVATAR_URL = AVATAR_PRESETS[0]!.url;

export function isPresetAvatarUrl(url: unknown): url is string {
  return typeof url === "string" && AVATAR_PRESETS.some((preset) => preset.url === url);
}

/** Up to two initials: "Jane Doe" -> "JD", "jane.doe@example.com" -> "JD", "" -> "U". */
export function initialsFor(seed: string): string {
  const base = seed.includes("@") ? seed.slice(0, seed.indexOf("@")) : seed;
  const words = base.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return "U";
  const letters =
    words.length === 1 ? [...words[0]!].slice(0, 1) : [[...words[0]!][0]!, [...words[words.length - 1]!][0]!];
  return letters.join("").toUpperCase();
}

const PALETTE = [
  ["#f8e4ea", "#7d2444"],
  ["#e6efe6", "#2f5a3a"],
  ["#fbe9dc", "#7a3d14"],
  ["#e8e4f6", "#4b3a8a"],
  ["#dff0f4", "#1f5866"],
  ["#fdf1c7", "#6b4e00"],
] as const;

function hash(value: string): number {
  let h = 2166136261;
  for (const char of value) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** The initials avatar as an SVG document; colours are picked from the seed. */
export function initialsAvatarSvg(seed: string): string {
  const [background, foreground] = PALETTE[hash(seed) % PALETTE.length]!;
  const initials = escapeHtml(initialsFor(seed));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${initials}"><rect width="128" height="128" rx="64" fill="${background}"/><text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" font-size="52" font-weight="600" fill="${foreground}">${initials}</text></svg>`;
}

/** URL of the generated initials avatar (served by the app itself). */
export function initialsAvatarUrl(seed: string): string {
  return `/avatars/initials/${encodeURIComponent(seed || "User")}`;
}

const INITIALS_PREFIX = "/avatars/initials/";

/**
 * An image url built from member data, kept only when it is one of ours: a
 * preset or the initials route (a stored "/force-logout" or an
 * outside url must never become an <img> that the browser fetches with the
 * viewer's cookies). Anything else gives null, whatever is stored.
 */
export function safeAvatarSrc(url: unknown): string | null {
  if (isPresetAvatarUrl(url)) return url;
  if (typeof url !== "string" || !url.startsWith(INITIALS_PREFIX)) return null;
  const seed = url.slice(INITIALS_PREFIX.length);
  // One encoded path segment: no further "/", no "..", no query or fragment.
  return seed.length > 0 && /^[A-Za-z0-9%._~!$&'()*+,;=:@-]+$/.test(seed) && !seed.includes("..") ? url : null;
}

/** What to show for a person: their chosen preset avatar, else initials seeded by email, name, or 'User'. */
export function avatarSrc(person: {
  avatarUrl?: string | null;
  email?: string | null;
  fullName?: string | null;
}): string {
  return safeAvatarSrc(person.avatarUrl) ?? initialsAvatarUrl(person.email || person.fullName || "User");
}
