import * as React from "react";
import { Toaster as SonnerToaster, toast, type ToasterProps } from "sonner";
import type { ShowToastOptions, ToastApi } from "#app/lib/toast.ts";

/**
 * App-wide toast region. Product spec: one toast at a time, 5 s, swipe right to dismiss. Placed where it
 * covers nothing a reader needs: on a laptop at the top right, below the sticky header (its navigation stays
 * usable); on a phone at the bottom, clear of the header and the page's heading (where a form's error
 * summary sits), as mobile platforms place their snackbars. An error toast leaves as soon as she changes
 * what caused it (any input on the page): it never outlives its cause.
 *
 * Swipe threshold: sonner 2.0.8 hard-codes `SWIPE_THRESHOLD = 45` (px) in dist/index.mjs (a fast
 * flick with velocity > 0.11 px/ms also dismisses) and exposes no option for it. The spec's 50 px
 * right-swipe is therefore approximated by sonner's built-in 45 px threshold.
 *
 * Sonner injects unlayered CSS keyed on [data-sonner-toast][data-styled=true], which beats Tailwind's
 * layered utilities, so colours are themed through sonner's CSS variables and a few `!` utilities.
 */
const tokenStyle = {
  "--normal-bg": "var(--color-popover)",
  "--normal-text": "var(--color-popover-foreground)",
  "--normal-border": "var(--color-border)",
  "--border-radius": "var(--radius-lg)",
  fontFamily: "var(--font-sans)",
} as React.CSSProperties;

/** The sticky header's height (h-16 and its border) plus a gap: a laptop's toast starts below it. */
const BELOW_HEADER = { top: 80, right: 16 };
const PHONE_OFFSET = { bottom: 16, left: 12, right: 12 };
/** Sonner's own phone breakpoint (its styles switch to full width below 600 px). */
const PHONE_QUERY = "(max-width: 599px)";

function usePhone(): boolean {
  const [phone, setPhone] = React.useState(() => window.matchMedia(PHONE_QUERY).matches);
  React.useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const changed = () => setPhone(query.matches);
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  }, []);
  return phone;
}

function SonnerRegion(props: ToasterProps) {
  const phone = usePhone();
  return (
    <SonnerToaster
      theme="light"
      position={phone ? "bottom-center" : "top-right"}
      offset={BELOW_HEADER}
      mobileOffset={PHONE_OFFSET}
      visibleToasts={1}
      duration={5000}
      swipeDirections={["right"]}
      richColors={false}
      closeButton
      style={tokenStyle}
      toastOptions={{
        closeButtonAriaLabel: "Close notification",
        classNames: {
          toast: "text-sm! gap-3! shadow-lg!",
          title: "font-semibold!",
          description: "text-inherit! opacity-90",
          error:
            "[--normal-bg:var(--color-destructive)] [--normal-text:var(--color-destructive-foreground)] [--normal-border:var(--color-destructive)]",
          actionButton:
            "h-8! rounded-md! px-3! text-sm! focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-ring!",
          closeButton: "size-6! focus-visible:outline-2! focus-visible:outline-ring!",
        },
      }}
      {...props}
    />
  );
}

/**
 * One toast on screen, yet none lost: each toast gets its own id and the one before it is
 * dismissed. Reusing one id for every toast made sonner update the toast that was leaving, so a toast
 * shown as the previous one timed out disappeared with it.
 */
let sequence = 0;
let current: string | null = null;
let currentIsError = false;

function show({ title, description, variant = "default", action }: ShowToastOptions) {
  if (current) toast.dismiss(current);
  current = `wellness-circle-toast-${++sequence}`;
  currentIsError = variant === "destructive";
  const options = { id: current, description, action, duration: 5000 };
  if (variant === "destructive") toast.error(title, options);
  else toast(title, options);
}

/** Loaded on the first toast: sonner and its styles stay out of every page's initial JavaScript. */
export default function ToasterRegion({ onReady }: { onReady: (api: ToastApi) => void }) {
  React.useEffect(() => onReady({ show }), [onReady]);
  // She is fixing what the error was about: the error toast goes, as the field's own message updates.
  React.useEffect(() => {
    const dismissError = () => {
      if (current && currentIsError) {
        toast.dismiss(current);
        current = null;
      }
    };
    document.addEventListener("input", dismissError, true);
    return () => document.removeEventListener("input", dismissError, true);
  }, []);
  return <SonnerRegion />;
}
