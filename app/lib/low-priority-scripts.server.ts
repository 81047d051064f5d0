import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const PRELOAD_BYTES = Buffer.from(PRELOAD, "latin1");

/** Where a cut-off start of PRELOAD begins at the end of `bytes` (bytes.length if none). */
function partialPreloadStart(bytes: Buffer): number {
  for (let size = Math.min(PRELOAD_BYTES.length - 1, bytes.length); size > 0; size--) {
    if (bytes.compare(PRELOAD_BYTES, 0, size, bytes.length - size) === 0) return bytes.length - size;
  }
  return bytes.length;
}

/**
 * `bytes` with every module preload marked low priority. The bytes are read as Latin-1 only where a preload
 * is (the preload is ASCII, and Latin-1 gives every byte back as it was): no page is decoded as UTF-8 and
 * encoded again, and a page without preloads (a reading page: no client runtime) is passed on as it came.
 */
function markPreloads(bytes: Buffer): Buffer {
  if (bytes.indexOf(PRELOAD_BYTES) === -1) return bytes;
  return Buffer.from(bytes.toString("latin1").replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD), "latin1");
}

/**
 * Every page is complete as server HTML before its scripts run (links, forms and
 * the menu work without them), so the client runtime should not compete with
 * what the first paint needs (stylesheet, heading font, hero image) on a slow
 * connection. React Router's <Scripts/> offers no option for its module
 * preloads, so the HTML stream marks them fetchpriority="low" on its way out.
 * A preload cut across two chunks of the stream is held back until it is whole.
 *
 * What React writes in one go (dozens of small chunks for a page) leaves as one chunk, once the
 * current task's writes are done: every chunk further on costs a web-stream read, a write to the
 * socket or the compressor and, with compression, a round to zlib's thread pool. A part React
 * writes later (a streamed section) still leaves as soon as it is written. The page stays bytes all
 * the way (issue 61's profile: decoding React's output and encoding it again was a tenth of a
 * search page's render).
 */
export function lowPriorityModulePreloads(): Transform {
  let pending: Uint8Array[] = [];
  let size = 0;
  let scheduled = false;
  const take = (): Buffer => {
    const bytes =
      pending.length === 1
        ? Buffer.from(pending[0]!.buffer, pending[0]!.byteOffset, pending[0]!.byteLength)
        : Buffer.concat(pending, size);
    pending = [];
    size = 0;
    return bytes;
  };
  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      pending.push(chunk);
      size += chunk.byteLength;
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(release);
      }
      done();
    },
    flush(done) {
      done(null, size ? markPreloads(take()) : null);
    },
  });
  function release() {
    scheduled = false;
    if (!size || stream.writableFinished) return;
    const bytes = markPreloads(take());
    const cut = partialPreloadStart(bytes);
    if (cut < bytes.length) {
      const held = bytes.subarray(cut);
      pending = [held];
      size = held.byteLength;
    }
    if (cut > 0) stream.push(cut === bytes.length ? bytes : bytes.subarray(0, cut));
  }
  return stream;
}
