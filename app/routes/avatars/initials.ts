import type { Route } from "./+types/initials";
import { initialsAvatarSvg } from "#app/domain/accounts/avatars.ts";

/** The locally generated initials avatar (the fallback when no preset is chosen) as an SVG image. */
export function loader({ params }: Route.LoaderArgs) {
  const seed = (params.seed ?? "User").slice(0, 200);
  return new Response(initialsAvatarSvg(seed), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
