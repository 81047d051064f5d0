/** The cookie that remembers the reader's theme ("light" or "dark"; absent: follow the system). */
export const THEME_COOKIE = "wc_theme";
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
