/**
 * A featured image that fails to load is hidden. An image's error
 * event does not bubble, so one capturing listener on the document sees every
 * marked image (`data-hide-on-error`), whether it failed before hydration, on
 * a page served without JavaScript, or after a client-side navigation. It
 * hides the image's <picture> (or the image itself).
 */
function hideBrokenImages() {
  document.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.hasAttribute("data-hide-on-error")) {
        (target.closest("picture") ?? target).hidden = true;
      }
    },
    true,
  );
}

/** Written by the server only; the browser keeps the server's <script> as it is (as the footer does). */
const SCRIPT = import.meta.env.SSR ? `(${hideBrokenImages.toString()})()` : "";

/** Rendered in <head>, so the listener exists before the first image is parsed. */
export function HideBrokenImagesScript({ nonce }: { nonce: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
