/**
 * Shows the sign-in rate limit at work: 50 rapid wrong-password attempts
 * against a running server, counting the answers by status.
 * Usage: node scripts/rate-limit-demo.ts http://127.0.0.1:3000 someone@example.com [api|form]
 */
export {};

const [base = "http://127.0.0.1:3000", email = "someone@example.com", mode = "api"] = process.argv.slice(2);
const counts = new Map<number, number>();
const started = performance.now();
for (let i = 0; i < 50; i += 1) {
  const response =
    mode === "form"
      ? await fetch(`${base}/login`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
          body: new URLSearchParams({ email, password: `wrong-password-${i}` }),
        })
      : await fetch(`${base}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: base },
          body: JSON.stringify({ email, password: `wrong-password-${i}` }),
        });
  await response.arrayBuffer();
  counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
}
const summary = [...counts]
  .sort(([a], [b]) => a - b)
  .map(([status, n]) => `${status}: ${n}`)
  .join(", ");
console.log(`${mode} ${email}: 50 attempts in ${Math.round(performance.now() - started)} ms -> ${summary}`);
