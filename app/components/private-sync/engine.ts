import {
  markSent,
  mergeRecords,
  noteSave,
  outgoing,
  queueEverything,
  readRecord,
  type Kind,
  type RecordValue,
} from "#app/domain/accounts/private-sync-state.ts";
import {
  createVault,
  keysFromDataKey,
  openRecord,
  recordId,
  rewrapWithPassphrase,
  sealRecord,
  unwrapDataKey,
  type VaultHeader,
  type VaultKeys,
} from "#app/domain/accounts/vault-crypto.ts";
import { MAX_BLOB_CHARS_PER_REQUEST, MAX_RECORDS_PER_REQUEST } from "#app/domain/accounts/vault-limits.ts";
import { forgetKeys, loadKeys, storeKeys } from "./key-store.ts";
import { BOOK_KEY, readBook, readLocal, removeLocalEntries, writeBook, writeLocal } from "./local-data.ts";
import { publish, type SyncStatus } from "./status.ts";

/**
 * The browser side of private sync. The tools keep their spec'd local-storage keys; this module seals
 * each save on the device and sends it to /account/vault (now, or when the browser is back online), and
 * brings the account's sealed records back, opened here. Nothing it sends holds a plain value.
 */
export { BOOK_KEY };
const VAULT_ENDPOINT = "/account/vault";
const PLAIN_ENDPOINT = "/account/sync";
const RETRY_MS = 30_000;

type ServerState = {
  vault: (VaultHeader & { updatedAt: string }) | null;
  records: { id: string; blob: string; savedAt: string }[];
  cursor: string | null;
  usage: NonNullable<SyncStatus["usage"]>;
  plain: { days: number; quizzes: number };
};

/** The newest change this device has read: reads and writes then carry only what changed since (all, or a delta). */
let cursor: string | null = null;

async function request(body?: unknown, since?: string | null): Promise<Response> {
  return fetch(since ? `${VAULT_ENDPOINT}?since=${encodeURIComponent(since)}` : VAULT_ENDPOINT, {
    method: body === undefined ? "GET" : "POST",
    credentials: "same-origin",
    headers: body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function message(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? `The server answered ${response.status}.`;
}

// ------------------------------------------------------------------------------------------------
// Saves (the tools call these after they wrote their own key).
// ------------------------------------------------------------------------------------------------

function noteAndSend(kind: Kind, key: string) {
  const book = noteSave(readBook(), kind, key, new Date().toISOString());
  writeBook(book);
  if (book.owner) void flush();
}

export const recordTrackerSave = (date: string) => noteAndSend("day", date);
export const recordQuizSave = (quizId: string) => noteAndSend("quiz", quizId);
/** A cycle entry saved or deleted (a deletion is sent as a sealed record without a value). */
export const recordCycleChange = (start: string) => noteAndSend("cycle", start);

// ------------------------------------------------------------------------------------------------
// Talking to the account.
// ------------------------------------------------------------------------------------------------

let userId: string | null = null;
let keys: VaultKeys | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function scheduleRetry() {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flush();
  }, RETRY_MS);
}

/** Opens the account's records and lets the later save of each entry win in this browser. */
async function absorb(state: ServerState) {
  if (!keys) return;
  const opened: RecordValue[] = [];
  let unreadable = 0;
  for (const record of state.records) {
    try {
      const value = readRecord(await openRecord(keys, record.id, record.blob));
      if (value && (await recordId(keys, `${value.kind}:${value.key}`)) === record.id) opened.push(value);
      else unreadable += 1;
    } catch {
      unreadable += 1;
    }
  }
  const merged = mergeRecords(readBook(), readLocal(), opened);
  writeBook(merged.book);
  writeLocal(merged.local);
  cursor = state.cursor;
  publish({
    state: "unlocked",
    usage: state.usage,
    plain: state.plain,
    pending: Object.keys(merged.book.pending).length,
    unreadable,
    syncedAt: new Date().toISOString(),
  });
}

let flushing: Promise<void> | null = null;

/** Seals and sends the queued saves in requests under the body limit; then takes the account's state. */
export function flush(options: { dropPlain?: boolean } = {}): Promise<void> {
  flushing ??= (async () => {
    const book = readBook();
    if (!book.owner || !keys || book.owner !== userId) return;
    if (navigator.onLine === false) {
      publish({ pending: Object.keys(book.pending).length, offline: true });
      return;
    }
    const local = readLocal();
    const names = Object.entries(book.pending);
    let state: ServerState | null = null;
    for (let start = 0; start < names.length || (start === 0 && options.dropPlain);) {
      const batch: { id: string; blob: string; savedAt: string }[] = [];
      const sent: Record<string, string> = {};
      let chars = 0;
      while (start < names.length && batch.length < MAX_RECORDS_PER_REQUEST) {
        const [name, savedAt] = names[start]!;
        const value = outgoing(local, name, savedAt);
        const id = await recordId(keys, name);
        const blob = value ? await sealRecord(keys, id, value) : null;
        if (blob && chars + blob.length > MAX_BLOB_CHARS_PER_REQUEST) break;
        start += 1;
        sent[name] = savedAt;
        if (!blob) continue;
        chars += blob.length;
        batch.push({ id, blob, savedAt });
      }
      const last = start >= names.length;
      let response: Response;
      try {
        response = await request({
          action: "put",
          access: keys.accessToken,
          records: batch,
          ...(cursor ? { since: cursor } : {}),
          ...(last && options.dropPlain ? { dropPlain: true } : {}),
        });
      } catch {
        publish({ pending: Object.keys(readBook().pending).length, offline: !navigator.onLine });
        if (navigator.onLine) scheduleRetry();
        return;
      }
      if (response.status === 403) {
        // Another device changed the key (or the vault was reset): this one must unlock again.
        await lockHere();
        return;
      }
      if (!response.ok) {
        publish({ error: await message(response) });
        if (response.status >= 500 || response.status === 429) scheduleRetry();
        return;
      }
      writeBook(markSent(readBook(), sent));
      state = (await response.json()) as ServerState;
      if (last) break;
    }
    if (state) await absorb(state);
    else publish({ pending: 0, offline: false });
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function lockHere() {
  keys = null;
  cursor = null;
  await forgetKeys();
  const book = readBook();
  writeBook({ ...book, owner: null });
  publish({ state: "locked", error: "This device needs your passphrase again." });
}

/** Reads the account's private sync and shows what this browser can (or cannot yet) open. */
export async function refresh(): Promise<void> {
  if (!userId) return;
  let response: Response;
  try {
    response = await request(undefined, keys ? cursor : null); // unlocked: only what changed since her cursor
  } catch {
    publish({ offline: true, state: keys ? "unlocked" : "unknown" });
    return;
  }
  if (!response.ok) {
    publish({ error: await message(response) });
    return;
  }
  const state = (await response.json()) as ServerState;
  if (!state.vault) {
    publish({ state: "off", plain: state.plain });
    return;
  }
  if (!keys) {
    publish({ state: "locked", plain: state.plain, records: state.usage.records, usage: state.usage });
    return;
  }
  await absorb(state);
  const dropPlain = state.plain.days + state.plain.quizzes > 0 ? await takePlainRows() : false;
  await flush({ dropPlain });
}

/**
 * The old plain-text sync's rows, if any, join the browser's entries (the later save wins) and are
 * queued to be sealed; the put that carries them asks the server to delete the plain rows.
 */
async function takePlainRows(): Promise<boolean> {
  const response = await fetch(PLAIN_ENDPOINT, { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!response.ok) return false;
  const plain = (await response.json()) as {
    tracker: Record<string, { water: number; sleep: number; mood: number; exercise: number; savedAt: string }>;
    quizzes: Record<string, { score: number; totalPossibleScore: number; savedAt: string }>;
  };
  const records: RecordValue[] = [
    ...Object.entries(plain.tracker).map(([key, { savedAt, ...value }]) => ({
      kind: "day" as const,
      key,
      savedAt,
      value,
    })),
    ...Object.entries(plain.quizzes).map(([key, { savedAt, ...value }]) => ({
      kind: "quiz" as const,
      key,
      savedAt,
      value,
    })),
  ];
  const merged = mergeRecords(readBook(), readLocal(), records);
  writeLocal(merged.local);
  writeBook(queueEverything(merged.book, merged.local));
  return true;
}

// ------------------------------------------------------------------------------------------------
// Setting up, unlocking, changing the passphrase, signing in and out.
// ------------------------------------------------------------------------------------------------

/** The signed-in member (or nobody); loads this device's keys if it unlocked her vault before. */
export async function follow(id: string | null): Promise<void> {
  if (id === userId) return;
  userId = id;
  keys = null;
  cursor = null;
  if (!id) {
    await release();
    publish({ state: "signed-out" });
    return;
  }
  const book = readBook();
  if (book.owner && book.owner !== id) await release();
  keys = book.owner === id ? await loadKeys(id) : null;
  publish({ state: "unknown" });
  await refresh();
}

async function begin(newKeys: VaultKeys) {
  if (!userId) throw new Error("Log in first.");
  keys = newKeys;
  await storeKeys(userId, newKeys);
  writeBook(queueEverything({ ...readBook(), owner: userId }, readLocal()));
}

/** Sets up private sync with a passphrase; answers the recovery key to show her once. */
export async function setUp(
  passphrase: string,
): Promise<{ ok: true; recoveryKey: string } | { ok: false; message: string }> {
  const vault = await createVault(passphrase);
  const response = await request({ action: "setup", ...vault.header, accessHash: vault.accessHash });
  if (!response.ok) return { ok: false, message: await message(response) };
  await begin(vault.keys);
  await refresh();
  return { ok: true, recoveryKey: vault.recoveryKey };
}

async function header(): Promise<VaultHeader | null> {
  const response = await request();
  if (!response.ok) return null;
  return ((await response.json()) as ServerState).vault;
}

/** Unlocks on this device with the passphrase or the recovery key; a wrong one changes nothing. */
export async function unlock(
  secret: { passphrase: string } | { recoveryKey: string },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const vault = await header();
  if (!vault) return { ok: false, message: "Could not reach your private data. Check your connection and try again." };
  let dataKey: Uint8Array<ArrayBuffer>;
  try {
    dataKey = await unwrapDataKey(vault, secret);
  } catch {
    return {
      ok: false,
      message:
        "passphrase" in secret ? "That passphrase is not the right one." : "That recovery key is not the right one.",
    };
  }
  await begin(await keysFromDataKey(dataKey));
  await refresh();
  return { ok: true };
}

/** A new passphrase: the data key is re-wrapped, no entry is sent again. */
export async function changePassphrase(
  current: { passphrase: string } | { recoveryKey: string },
  next: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const vault = await header();
  if (!vault) return { ok: false, message: "Could not reach your private data. Check your connection and try again." };
  let dataKey: Uint8Array<ArrayBuffer>;
  try {
    dataKey = await unwrapDataKey(vault, current);
  } catch {
    return { ok: false, message: "Your current passphrase (or recovery key) is not the right one." };
  }
  const access = (await keysFromDataKey(dataKey)).accessToken;
  const response = await request({ action: "rewrap", access, ...(await rewrapWithPassphrase(dataKey, next)) });
  if (!response.ok) return { ok: false, message: await message(response) };
  return { ok: true };
}

/** Deletes her private sync on the server (when she has lost both her passphrase and recovery key). */
export async function resetPrivateSync(): Promise<{ ok: true } | { ok: false; message: string }> {
  const response = await request({ action: "reset", confirm: "DELETE MY PRIVATE DATA" });
  if (!response.ok) return { ok: false, message: await message(response) };
  keys = null;
  await forgetKeys();
  writeBook({ ...readBook(), owner: null, pending: {} });
  await refresh();
  return { ok: true };
}

/** Nobody follows this browser's private sync any more: her entries and keys leave it. */
async function release() {
  const book = readBook();
  keys = null;
  await forgetKeys();
  if (!book.owner) return;
  removeLocalEntries();
}
