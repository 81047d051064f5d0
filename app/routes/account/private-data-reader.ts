import { OFFLINE_DECRYPT_PAGE } from "#app/domain/accounts/vault.server.ts";

/**
 * The offline reader for the private sync part of "Download my data": one HTML file, downloaded (not
 * shown), that she opens from her disk with no network. It reads the downloaded JSON, opens the data key
 * with her passphrase or recovery key in WebCrypto, and shows and saves her entries; it sends nothing.
 * It repeats, in plain script, the format app/domain/accounts/vault-crypto.ts writes.
 */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'none'; form-action 'none'">
<title>Open my private data (offline)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#222}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
button{font:inherit;margin-top:1rem;padding:.5rem 1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}
#error{color:#a00;font-weight:600}</style></head>
<body><h1>Open my private data</h1>
<p>This page works offline and sends nothing: everything happens in this browser window.</p>
<label for="file">The file from "Download my data" (wellness-circle-my-data-….json)</label><input id="file" type="file" accept=".json,application/json">
<label for="secret">Your passphrase, or your recovery key</label><input id="secret" type="password" autocomplete="off">
<button id="open" type="button">Open</button><p id="error" role="alert"></p>
<div id="out" hidden><h2>Your entries</h2><p><a id="save" download="my-private-data.json">Save the opened entries as JSON</a></p><pre id="text"></pre></div>
<script>
const enc = new TextEncoder(), s = crypto.subtle;
const b64 = (t) => Uint8Array.from(atob(t), (c) => c.charCodeAt(0));
const CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
function recovery(t) {
  const c = t.toUpperCase().replace(/[\\s-]/g, "").replaceAll("O", "0").replace(/[IL]/g, "1");
  if (c.length !== 32) return null;
  const out = new Uint8Array(20); let bits = 0, v = 0, i = 0;
  for (const ch of c) { const d = CROCK.indexOf(ch); if (d < 0) return null; v = ((v << 5) | d) & 0xffff; bits += 5;
    if (bits >= 8) { out[i++] = (v >>> (bits - 8)) & 255; bits -= 8; } }
  return out;
}
async function open(key, sealed, aad) {
  if (sealed[0] !== 1) throw new Error("Unknown format version " + sealed[0]);
  return new Uint8Array(await s.decrypt({ name: "AES-GCM", iv: sealed.slice(1, 13), additionalData: enc.encode(aad) }, key, sealed.slice(13)));
}
async function hkdfKey(raw, info, alg, use) {
  const m = await s.importKey("raw", raw, "HKDF", false, ["deriveKey"]);
  return s.deriveKey({ name: "HKDF", hash: "SHA-256", salt: new Uint8Array(32), info: enc.encode(info) }, m, alg, false, use);
}
async function dataKey(vault, secret) {
  const r = recovery(secret);
  if (r) { try { return await open(await hkdfKey(r, "wellness-vault/recovery-key", { name: "AES-GCM", length: 256 }, ["decrypt"]), b64(vault.wrappedByRecovery), "wrap:recovery"); } catch {} }
  const m = await s.importKey("raw", enc.encode(secret.normalize("NFKC")), "PBKDF2", false, ["deriveKey"]);
  const k = await s.deriveKey({ name: "PBKDF2", hash: "SHA-256", salt: b64(vault.salt), iterations: vault.iterations }, m, { name: "AES-GCM", length: 256 }, false, ["decrypt"]);
  return open(k, b64(vault.wrappedByPassphrase), "wrap:passphrase");
}
document.getElementById("open").onclick = async () => {
  const error = document.getElementById("error"); error.textContent = "";
  try {
    const file = document.getElementById("file").files[0];
    if (!file) throw new Error("Choose the downloaded file first.");
    const doc = JSON.parse(await file.text()); const part = doc.privateSync || doc;
    if (!part || !part.vault) throw new Error("This file holds no private sync data.");
    error.textContent = "Opening…";
    let key;
    try { key = await dataKey(part.vault, document.getElementById("secret").value); }
    catch { throw new Error("That passphrase or recovery key is not the right one."); }
    const recordKey = await hkdfKey(key, "wellness-vault/records", { name: "AES-GCM", length: 256 }, ["decrypt"]);
    const entries = [];
    for (const r of part.records) {
      const plain = await open(recordKey, b64(r.blob), "record:" + r.id);
      const len = new DataView(plain.buffer).getUint32(0);
      entries.push(JSON.parse(new TextDecoder().decode(plain.subarray(4, 4 + len))));
    }
    entries.sort((a, b) => (a.kind + a.key).localeCompare(b.kind + b.key));
    const text = JSON.stringify(entries, null, 2);
    document.getElementById("text").textContent = text;
    document.getElementById("save").href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    document.getElementById("out").hidden = false; error.textContent = "";
  } catch (e) { error.textContent = e.message; }
};
</script></body></html>
`;

export function loader() {
  return new Response(PAGE, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="${OFFLINE_DECRYPT_PAGE.slice(1)}"`,
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
