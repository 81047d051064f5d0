import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";

/**
 * Passkeys through @better-auth/passkey's endpoints under /api/auth/passkey/*. WebAuthn
 * is a browser API, so these buttons need JavaScript; the rest of the account screens do not.
 */
async function postJson(path: string, body: unknown): Promise<{ ok: boolean; data: unknown }> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  return { ok: response.ok, data: await response.json().catch(() => null) };
}

function messageOf(data: unknown, fallback: string): string {
  return data && typeof data === "object" && "message" in data && typeof data.message === "string"
    ? data.message
    : fallback;
}

/** Adds a passkey to the signed-in member's account. */
export function AddPasskeyButton() {
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  async function add() {
    setBusy(true);
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const options = await fetch("/api/auth/passkey/generate-register-options", { credentials: "same-origin" });
      if (!options.ok)
        throw new Error(messageOf(await options.json().catch(() => null), "Could not start adding a passkey."));
      const response = await startRegistration({ optionsJSON: await options.json() });
      const saved = await postJson("/api/auth/passkey/verify-registration", {
        response,
        name: navigator.platform || "Passkey",
      });
      if (!saved.ok) throw new Error(messageOf(saved.data, "The passkey could not be saved."));
      showToast({ title: "Passkey added", description: "You can now sign in with this passkey." });
      await revalidator.revalidate();
    } catch (error) {
      showToast({
        title: "Passkey not added",
        description: error instanceof Error ? error.message : "Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" variant="outline" onClick={() => void add()} disabled={busy}>
      <KeyRound aria-hidden="true" /> {busy ? "Waiting for your device..." : "Add a passkey"}
    </Button>
  );
}

/** Signs in with a passkey (both factors at once), then goes where the login page would go. */
export function PasskeySignInButton({ redirectTo }: { redirectTo: string }) {
  const [busy, setBusy] = useState(false);
  async function signIn() {
    setBusy(true);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const options = await fetch("/api/auth/passkey/generate-authenticate-options", { credentials: "same-origin" });
      if (!options.ok) throw new Error("Could not start a passkey sign-in.");
      const response = await startAuthentication({ optionsJSON: await options.json() });
      const verified = await postJson("/api/auth/passkey/verify-authentication", { response });
      if (!verified.ok) throw new Error(messageOf(verified.data, "That passkey could not sign you in."));
      // A full page load of /login, whose loader sends a signed-in member on (her page, or /admin for admins).
      window.location.assign(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
    } catch (error) {
      showToast({
        title: "Sign in Failed",
        description: error instanceof Error ? error.message : "Please try again.",
        variant: "destructive",
      });
      setBusy(false);
    }
  }
  return (
    <Button type="button" variant="outline" size="lg" className="w-full" onClick={() => void signIn()} disabled={busy}>
      <KeyRound aria-hidden="true" /> {busy ? "Waiting for your device..." : "Sign in with a passkey"}
    </Button>
  );
}
