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
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = (held + decoder.write(chunk)).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
      const cut = partialPreloadStart(text);
      held = text.slice(cut);
      done(null, text.slice(0, cut));
    },
    flush(done) {
      done(null, (held + decoder.end()).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
  });
}
