/**
 * The session cookie of a member signed in on a started server through the auth API (the form itself is
 * covered by the accounts tests). `headers` adds what a test needs on the request, e.g. X-Forwarded-For.
 */
export async function signInCookie(
  url: string,
  who: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url, ...headers },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed for ${who.email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}
