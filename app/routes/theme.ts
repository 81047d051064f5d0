import { redirect } from "react-router";
import type { Route } from "./+types/theme";
import { readFormData } from "#app/lib/forms.ts";
import { safeLocalPath } from "#app/lib/local-path.ts";
import { THEME_COOKIE, THEMES, type Theme } from "#app/lib/theme.ts";

/** Remembers the chosen theme for a year and goes back to the page the switch was on (a path of this site only). */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const theme = String(form.get("theme") ?? "");
  const back = String(form.get("back") ?? "/");
  // A control character, an overlong value or another host goes home: never a 500 from the header.
  const target = safeLocalPath(back, "/");
  if (!THEMES.includes(theme as Theme)) return redirect(target, 303);
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return redirect(target, {
    status: 303,
    headers: { "Set-Cookie": `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax${secure}` },
  });
}

export function loader() {
  return redirect("/");
}
