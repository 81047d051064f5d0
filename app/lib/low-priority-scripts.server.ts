import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** Where a cut-off start of PRELOAD begins at the end of `text` (text.length if none). */
function partialPreloadStart(text: string): number {
  for (let size = Math.min(PRELOAD.length - 1, text.length); size > 0; size--) {
    if (PRELOAD.startsWith(text.slice(-size))) return text.length - size;
  }
  return text.length;
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
 * writes later (a streamed section) still leaves as soon as it is written.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending += decoder.write(chunk);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(release);
      }
      done();
    },
    flush(done) {
      const text = (pending + decoder.end()).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
      pending = "";
      done(null, text);
    },
  });
  function release() {
    scheduled = false;
    if (!pending || stream.writableFinished) return;
    const text = pending.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
    const cut = partialPreloadStart(text);
    pending = text.slice(cut);
    if (cut > 0) stream.push(text.slice(0, cut));
  }
  return stream;
}
