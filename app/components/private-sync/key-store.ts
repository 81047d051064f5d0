import type { VaultKeys } from "#app/domain/accounts/vault-crypto.ts";

/**
 * Where an unlocked device keeps its private-sync keys between visits: IndexedDB, which stores the
 * record and id keys as non-extractable CryptoKeys (a script can use them here but cannot read them out).
 * Removed when she signs out.
 */
const DB_NAME = "wellness-private-sync";
const STORE = "keys";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB is not available."));
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("IndexedDB refused the request."));
    });
  } finally {
    db.close();
  }
}

export async function loadKeys(userId: string): Promise<VaultKeys | null> {
  try {
    const stored = (await run("readonly", (store) => store.get(userId))) as VaultKeys | undefined;
    return stored ?? null;
  } catch {
    return null;
  }
}

export async function storeKeys(userId: string, keys: VaultKeys): Promise<void> {
  await run("readwrite", (store) => store.put(keys, userId));
}

export async function forgetKeys(): Promise<void> {
  try {
    await run("readwrite", (store) => store.clear());
  } catch {
    // Nothing stored.
  }
}
