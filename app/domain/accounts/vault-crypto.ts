/**
 * Private sync's cryptography: what a member's device does so the server holds only ciphertext.
 * Runs wherever WebCrypto does (every browser, Node's `globalThis.crypto`); nothing here talks to the network.
 *
 * - A random 256-bit **data key** seals every record (AES-256-GCM, a fresh 96-bit IV each time).
 * - The data key is stored on the server twice, wrapped (sealed) by a key derived from her passphrase
 *   (PBKDF2-SHA-256, 600,000 iterations, 16-byte random salt) and by a key derived from her recovery key
 *   (160 random bits, HKDF-SHA-256). Changing the passphrase re-wraps the data key; no record changes.
 * - From the data key, HKDF derives the record key, a key naming records (HMAC-SHA-256 of "kind:key", so
 *   the server never sees a date or quiz name) and an access token whose SHA-256 the server keeps, so only
 *   a device that unlocked the vault can write to it or re-wrap it.
 * - A sealed value is: version byte (1), IV (12 bytes), ciphertext and GCM tag (16 bytes). The plaintext
 *   is padded to a fixed bucket (4-byte length, UTF-8 JSON, zeros), so sizes do not tell entries apart.
 *   The record's id is authenticated data: a record moved to another id does not open.
 */

export const VAULT_FORMAT_VERSION = 1;
export const PBKDF2_ITERATIONS = 600_000;
/** Padded plaintext sizes: every health-log day, quiz result and cycle entry without long notes is 1 KB. */
export const PLAINTEXT_BUCKETS = [1024, 8192] as const;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
export const SALT_BYTES = 16;
export const DATA_KEY_BYTES = 32;
export const RECOVERY_KEY_BYTES = 20;
/** Sizes a sealed record can have, in bytes (before base64). */
export const SEALED_RECORD_SIZES = PLAINTEXT_BUCKETS.map((b) => 1 + IV_BYTES + b + TAG_BYTES);
/** The size of a wrapped data key, in bytes. */
export const WRAPPED_KEY_SIZE = 1 + IV_BYTES + DATA_KEY_BYTES + TAG_BYTES;
export const PASSPHRASE_MIN = 10;
export const PASSPHRASE_MAX = 1024;

const subtle = () => globalThis.crypto.subtle;
const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });

/** A key or sealed value that did not open: wrong passphrase, wrong recovery key or altered data. */
export class VaultLockedError extends Error {
  constructor(message = "The key does not open this data.") {
    super(message);
    this.name = "VaultLockedError";
  }
}

// ------------------------------------------------------------------------------------------------
// Encodings.
// ------------------------------------------------------------------------------------------------

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The recovery key as she writes it down: Crockford base32 in groups of four (32 characters). */
export function formatRecoveryKey(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += CROCKFORD[(value << (5 - bits)) & 31];
  return out.match(/.{1,4}/g)!.join("-");
}

/** Reads a typed recovery key (any case, spaces or dashes, O for 0, I and L for 1); null when malformed. */
export function parseRecoveryKey(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.toUpperCase().replace(/[\s-]/g, "").replaceAll("O", "0").replace(/[IL]/g, "1");
  if (clean.length !== Math.ceil((RECOVERY_KEY_BYTES * 8) / 5)) return null;
  const bytes = new Uint8Array(RECOVERY_KEY_BYTES);
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const char of clean) {
    const digit = CROCKFORD.indexOf(char);
    if (digit < 0) return null;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes[index++] = (value >>> (bits - 8)) & 0xff;
      bits -= 8;
    }
  }
  return bytes;
}

// ------------------------------------------------------------------------------------------------
// Sealing.
// ------------------------------------------------------------------------------------------------

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

async function sealBytes(key: CryptoKey, plain: Uint8Array<ArrayBuffer>, aad: string): Promise<Uint8Array> {
  const iv = randomBytes(IV_BYTES);
  const cipher = new Uint8Array(
    await subtle().encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(aad) }, key, plain),
  );
  const out = new Uint8Array(1 + IV_BYTES + cipher.length);
  out[0] = VAULT_FORMAT_VERSION;
  out.set(iv, 1);
  out.set(cipher, 1 + IV_BYTES);
  return out;
}

async function openBytes(key: CryptoKey, sealed: Uint8Array<ArrayBuffer>, aad: string): Promise<Uint8Array> {
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VAULT_FORMAT_VERSION) throw new VaultLockedError();
  try {
    return new Uint8Array(
      await subtle().decrypt(
        { name: "AES-GCM", iv: sealed.slice(1, 1 + IV_BYTES), additionalData: encoder.encode(aad) },
        key,
        sealed.slice(1 + IV_BYTES),
      ),
    );
  } catch {
    throw new VaultLockedError();
  }
}

/** Pads a JSON value to the smallest bucket that holds it; throws when it is larger than the largest. */
export function pad(value: unknown): Uint8Array<ArrayBuffer> {
  const json = encoder.encode(JSON.stringify(value));
  const bucket = PLAINTEXT_BUCKETS.find((size) => json.length + 4 <= size);
  if (!bucket) throw new RangeError("This entry is too large to seal.");
  const out = new Uint8Array(bucket);
  new DataView(out.buffer).setUint32(0, json.length);
  out.set(json, 4);
  return out;
}

export function unpad(bytes: Uint8Array): unknown {
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (length + 4 > bytes.length) throw new VaultLockedError("The sealed entry is damaged.");
  return JSON.parse(decoder.decode(bytes.subarray(4, 4 + length)));
}

// ------------------------------------------------------------------------------------------------
// Keys.
// ------------------------------------------------------------------------------------------------

/** What an unlocked device holds: never sent anywhere (only `accessToken` leaves, to prove the unlock). */
export type VaultKeys = { recordKey: CryptoKey; idKey: CryptoKey; accessToken: string };

/** The vault's public part: what the server keeps (all of it ciphertext, random salt or a hash). */
export type VaultHeader = {
  version: number;
  iterations: number;
  salt: string;
  wrappedByPassphrase: string;
  wrappedByRecovery: string;
};

async function kekFromPassphrase(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const material = await subtle().importKey("raw", encoder.encode(passphrase.normalize("NFKC")), "PBKDF2", false, [
    "deriveKey",
  ]);
  return subtle().deriveKey(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

async function hkdf(raw: Uint8Array<ArrayBuffer>, info: string) {
  const material = await subtle().importKey("raw", raw, "HKDF", false, ["deriveKey", "deriveBits"]);
  return { material, params: { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(32), info: encoder.encode(info) } };
}

async function kekFromRecovery(recovery: Uint8Array<ArrayBuffer>) {
  const { material, params } = await hkdf(recovery, "wellness-vault/recovery-key");
  return subtle().deriveKey(params, material, { name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
}

/** The working keys of a data key. */
export async function keysFromDataKey(dataKey: Uint8Array<ArrayBuffer>): Promise<VaultKeys> {
  const record = await hkdf(dataKey, "wellness-vault/records");
  const ids = await hkdf(dataKey, "wellness-vault/record-ids");
  const access = await hkdf(dataKey, "wellness-vault/access");
  const recordKey = await subtle().deriveKey(record.params, record.material, { name: "AES-GCM", length: 256 }, false, [
    "encrypt",
    "decrypt",
  ]);
  const idKey = await subtle().deriveKey(
    ids.params,
    ids.material,
    { name: "HMAC", hash: "SHA-256", length: 256 },
    false,
    ["sign"],
  );
  const accessToken = toBase64Url(new Uint8Array(await subtle().deriveBits(access.params, access.material, 256)));
  return { recordKey, idKey, accessToken };
}

/** SHA-256 of the access token, as the server stores and compares it. */
export async function hashAccessToken(token: string): Promise<string> {
  return toBase64Url(new Uint8Array(await subtle().digest("SHA-256", encoder.encode(token))));
}

export function checkPassphrase(passphrase: string, confirm?: string): string | null {
  if (passphrase.length < PASSPHRASE_MIN) return `Use at least ${PASSPHRASE_MIN} characters for your passphrase.`;
  if (passphrase.length > PASSPHRASE_MAX) return `Use at most ${PASSPHRASE_MAX} characters for your passphrase.`;
  if (confirm !== undefined && confirm !== passphrase) return "The passphrases do not match.";
  return null;
}

async function wrapWithPassphrase(dataKey: Uint8Array<ArrayBuffer>, passphrase: string, iterations: number) {
  const salt = randomBytes(SALT_BYTES);
  const kek = await kekFromPassphrase(passphrase, salt, iterations);
  return { salt: toBase64(salt), wrapped: toBase64(await sealBytes(kek, dataKey, "wrap:passphrase")) };
}

/** A new vault: the header for the server, the recovery key to show her once, the device's keys. */
export async function createVault(passphrase: string, iterations = PBKDF2_ITERATIONS) {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  const recovery = randomBytes(RECOVERY_KEY_BYTES);
  const byPassphrase = await wrapWithPassphrase(dataKey, passphrase, iterations);
  const byRecovery = toBase64(await sealBytes(await kekFromRecovery(recovery), dataKey, "wrap:recovery"));
  const keys = await keysFromDataKey(dataKey);
  const header: VaultHeader = {
    version: VAULT_FORMAT_VERSION,
    iterations,
    salt: byPassphrase.salt,
    wrappedByPassphrase: byPassphrase.wrapped,
    wrappedByRecovery: byRecovery,
  };
  return {
    header,
    recoveryKey: formatRecoveryKey(recovery),
    keys,
    accessHash: await hashAccessToken(keys.accessToken),
  };
}

/** Opens the data key with the passphrase or the recovery key; VaultLockedError when it is the wrong one. */
export async function unwrapDataKey(
  header: VaultHeader,
  secret: { passphrase: string } | { recoveryKey: string },
): Promise<Uint8Array<ArrayBuffer>> {
  if ("passphrase" in secret) {
    const kek = await kekFromPassphrase(secret.passphrase, fromBase64(header.salt), header.iterations);
    return new Uint8Array(await openBytes(kek, fromBase64(header.wrappedByPassphrase), "wrap:passphrase"));
  }
  const recovery = parseRecoveryKey(secret.recoveryKey);
  if (!recovery) throw new VaultLockedError("A recovery key is 32 letters and digits, like ABCD-EFGH-…");
  return new Uint8Array(
    await openBytes(await kekFromRecovery(recovery), fromBase64(header.wrappedByRecovery), "wrap:recovery"),
  );
}

/** A new passphrase for the same data key: only the passphrase's salt and wrapped key change. */
export async function rewrapWithPassphrase(
  dataKey: Uint8Array<ArrayBuffer>,
  passphrase: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<{ iterations: number; salt: string; wrappedByPassphrase: string }> {
  const { salt, wrapped } = await wrapWithPassphrase(dataKey, passphrase, iterations);
  return { iterations, salt, wrappedByPassphrase: wrapped };
}

// ------------------------------------------------------------------------------------------------
// Records.
// ------------------------------------------------------------------------------------------------

/** The server's name for a record: an HMAC of what it is, so the server never sees a date or a quiz. */
export async function recordId(keys: Pick<VaultKeys, "idKey">, name: string): Promise<string> {
  return toBase64Url(new Uint8Array(await subtle().sign("HMAC", keys.idKey, encoder.encode(name))));
}

export async function sealRecord(keys: Pick<VaultKeys, "recordKey">, id: string, value: unknown): Promise<string> {
  return toBase64(await sealBytes(keys.recordKey, pad(value), `record:${id}`));
}

export async function openRecord(keys: Pick<VaultKeys, "recordKey">, id: string, blob: string): Promise<unknown> {
  return unpad(await openBytes(keys.recordKey, fromBase64(blob), `record:${id}`));
}
