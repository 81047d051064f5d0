import { useId, useState } from "react";
import { KeyRound, Lock, ShieldCheck, WifiOff } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { checkPassphrase } from "#app/domain/accounts/vault-crypto.ts";
import { changePassphrase, resetPrivateSync, setUp, unlock } from "./engine.ts";
import { useSyncStatus } from "./status.ts";

/**
 * A member's private sync: set it up (passphrase twice, then the recovery key shown once), unlock it on
 * another device (passphrase or recovery key), change the passphrase, and see what waits to be sent.
 */
export function PrivateSyncPanel() {
  const status = useSyncStatus();
  const [recoveryKey, setRecoveryKey] = useState<string | null>(null);
  const plain = status.plain.days + status.plain.quizzes;

  if (recoveryKey) return <RecoveryKeyNotice recoveryKey={recoveryKey} onDone={() => setRecoveryKey(null)} />;
  if (status.state === "signed-out" || status.state === "unknown")
    return (
      <Panel title="Private sync" icon={<Lock aria-hidden="true" />}>
        <p role="status" className="text-sm text-muted-foreground">
          {status.offline ? "You are offline: your entries are saved in this browser." : "Checking your private sync…"}
        </p>
      </Panel>
    );

  return (
    <Panel
      title={status.state === "unlocked" ? "Private sync is on" : "Private sync"}
      icon={status.state === "unlocked" ? <ShieldCheck aria-hidden="true" /> : <Lock aria-hidden="true" />}
    >
      {plain > 0 && status.state !== "unlocked" && (
        <p role="alert" className="rounded-md bg-accent p-3 text-sm text-accent-foreground">
          {describePlain(status.plain)} from the earlier account sync {plain === 1 ? "is" : "are"} stored on our server
          unencrypted. {status.state === "off" ? "Set up" : "Unlock"} private sync to encrypt them; the unencrypted
          copies are then deleted.
        </p>
      )}
      {status.state === "off" && <SetUpForm onDone={setRecoveryKey} />}
      {status.state === "locked" && <UnlockForm records={status.records} />}
      {status.state === "unlocked" && (
        <>
          <p className="text-sm text-muted-foreground">
            Your cycle entries, health log and quiz results are encrypted on this device before they are saved to your
            account. We cannot read them.{" "}
            {status.pending > 0
              ? `${status.pending} ${status.pending === 1 ? "save is" : "saves are"} waiting to be sent.`
              : status.syncedAt
                ? `Everything is saved (last checked ${new Date(status.syncedAt).toLocaleTimeString("en-GB")}).`
                : ""}
          </p>
          {status.usage ? (
            <p className="text-sm text-muted-foreground" data-sync-usage>
              Using {megabytes(status.usage.bytes)} of your {megabytes(status.usage.quotaBytes)} ({status.usage.records}{" "}
              of {status.usage.quotaRecords.toLocaleString("en-US")} entries). When it is full, new saves stay on this
              device until you delete some.
            </p>
          ) : null}
          {status.offline && (
            <p role="status" className="flex items-center gap-2 text-sm">
              <WifiOff className="size-4" aria-hidden="true" /> You are offline. Your entries are saved here and sent
              when you are back online.
            </p>
          )}
          {status.unreadable > 0 && (
            <p role="alert" className="text-sm text-destructive">
              {status.unreadable} saved {status.unreadable === 1 ? "entry" : "entries"} could not be opened with your
              key and {status.unreadable === 1 ? "was" : "were"} left out.
            </p>
          )}
          <ChangePassphraseForm />
        </>
      )}
      {status.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {status.error}
        </p>
      )}
    </Panel>
  );
}

function describePlain(plain: { days: number; quizzes: number }) {
  return [
    plain.days > 0 ? `${plain.days} health tracker ${plain.days === 1 ? "day" : "days"}` : null,
    plain.quizzes > 0 ? `${plain.quizzes} quiz ${plain.quizzes === 1 ? "result" : "results"}` : null,
  ]
    .filter(Boolean)
    .join(" and ");
}

function Panel({ title, icon, children }: { title: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-label="Private sync" className="grid gap-3 rounded-xl border border-border bg-card p-5">
      <h3 className="flex items-center gap-2 text-lg font-semibold [&_svg]:size-5 [&_svg]:text-primary">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function PassphraseField(props: { label: string; value: string; onChange: (v: string) => void; autoComplete: string }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        type="password"
        value={props.value}
        autoComplete={props.autoComplete}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

function SetUpForm({ onDone }: { onDone: (recoveryKey: string) => void }) {
  const [passphrase, setPassphrase] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = checkPassphrase(passphrase, confirm);
    if (problem) return setError(problem);
    setBusy(true);
    const result = await setUp(passphrase).finally(() => setBusy(false));
    if (!result.ok) return setError(result.message);
    setPassphrase("");
    setConfirm("");
    onDone(result.recoveryKey);
  }
  return (
    <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate aria-label="Set up private sync">
      <p className="text-sm text-muted-foreground">
        Sync is off: your entries stay in this browser. Turn on private sync to keep your cycle entries, health log and
        quiz results on all your devices. They are encrypted here with a passphrase only you know; we store only
        unreadable data and cannot reset the passphrase for you. The entries already in this browser are added.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <PassphraseField label="Passphrase" value={passphrase} onChange={setPassphrase} autoComplete="new-password" />
        <PassphraseField label="Confirm passphrase" value={confirm} onChange={setConfirm} autoComplete="new-password" />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full sm:w-fit">
        <ShieldCheck aria-hidden="true" /> {busy ? "Encrypting…" : "Turn on private sync"}
      </Button>
    </form>
  );
}

function RecoveryKeyNotice({ recoveryKey, onDone }: { recoveryKey: string; onDone: () => void }) {
  return (
    <Panel title="Keep your recovery key" icon={<KeyRound aria-hidden="true" />}>
      <p className="text-sm">
        Private sync is on. This is your recovery key. It opens your data if you forget your passphrase. We show it only
        this once and cannot show it again: write it down or save it in a password manager, and keep it private.
      </p>
      <p
        data-testid="recovery-key"
        className="select-all break-all rounded-md border border-border bg-muted p-3 text-center font-mono text-lg tracking-wider"
      >
        {recoveryKey}
      </p>
      <Button type="button" onClick={onDone} className="w-full sm:w-fit">
        I have saved my recovery key
      </Button>
    </Panel>
  );
}

function UnlockForm({ records }: { records: number }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [secret, setSecret] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!secret.trim()) return setError(useRecovery ? "Enter your recovery key." : "Enter your passphrase.");
    setBusy(true);
    const result = await unlock(useRecovery ? { recoveryKey: secret } : { passphrase: secret }).finally(() =>
      setBusy(false),
    );
    if (!result.ok) return setError(result.message);
    setSecret("");
    showToast({ title: "Unlocked", description: "Your private data is now on this device." });
  }
  async function reset() {
    if (
      !window.confirm(
        "Delete all your private data saved to your account? Without your passphrase or recovery key nobody can open it, so it cannot be recovered.",
      )
    )
      return;
    const result = await resetPrivateSync();
    if (!result.ok) setError(result.message);
  }
  return (
    <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate aria-label="Unlock private sync">
      <p className="text-sm text-muted-foreground">
        You have private data saved to your account ({records} encrypted {records === 1 ? "entry" : "entries"}). Unlock
        it on this device with your passphrase. Entries already in this browser are added.
      </p>
      {useRecovery ? (
        <div className="grid gap-2">
          <Label htmlFor="recovery-key-input">Recovery key</Label>
          <Input
            id="recovery-key-input"
            value={secret}
            autoComplete="off"
            onChange={(e) => setSecret(e.target.value)}
          />
        </div>
      ) : (
        <PassphraseField label="Passphrase" value={secret} onChange={setSecret} autoComplete="current-password" />
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          <Lock aria-hidden="true" /> {busy ? "Unlocking…" : "Unlock"}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setSecret("");
            setError(null);
          }}
        >
          {useRecovery ? "Use my passphrase" : "Use my recovery key"}
        </Button>
        <Button type="button" variant="ghost" onClick={() => void reset()}>
          Lost both? Delete private data
        </Button>
      </div>
    </form>
  );
}

function ChangePassphraseForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = checkPassphrase(next, confirm);
    if (problem) return setError(problem);
    setBusy(true);
    const result = await changePassphrase({ passphrase: current }, next).finally(() => setBusy(false));
    if (!result.ok) return setError(result.message);
    setCurrent("");
    setNext("");
    setConfirm("");
    setError(null);
    showToast({ title: "Passphrase changed", description: "Use your new passphrase on your other devices." });
  }
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">Change passphrase</summary>
      <form
        className="mt-3 grid gap-3"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Change passphrase"
      >
        <PassphraseField
          label="Current passphrase"
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <PassphraseField label="New passphrase" value={next} onChange={setNext} autoComplete="new-password" />
          <PassphraseField
            label="Confirm new passphrase"
            value={confirm}
            onChange={setConfirm}
            autoComplete="new-password"
          />
        </div>
        {error && (
          <p role="alert" className="font-medium text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" variant="outline" disabled={busy} className="w-full sm:w-fit">
          {busy ? "Changing…" : "Change passphrase"}
        </Button>
      </form>
    </details>
  );
}

/** Bytes as the panel says them: "0.4 MB", "8 MB". */
function megabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return `${mb >= 10 || Number.isInteger(mb) ? Math.round(mb) : mb.toFixed(1)} MB`;
}
