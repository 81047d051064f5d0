/**
 * The shape of a toast on both sides (title, optional description, default or
 * destructive). The server sends it in a flash cookie across a redirect or in an action's data
 * (app/lib/toast.server.ts); the browser shows it (app/components/ui/toaster.tsx).
 */
export type ToastVariant = "default" | "destructive";

/** A toast as the server sends it: the id makes the same message sent twice show twice. */
export type Toast = { id: string; title: string; description?: string; variant: ToastVariant };

/** What the browser's showToast takes. */
export type ShowToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
};

/** The toast region's handle, given to showToast once sonner has loaded. */
export type ToastApi = { show(options: ShowToastOptions): void };
