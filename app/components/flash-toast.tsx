import { useEffect } from "react";
import { showToast } from "#app/components/ui/toaster.tsx";

type FlashToast = { id: string; title: string; description?: string; variant: "default" | "destructive" };

/** Shows a toast that the server flashed across a redirect. */
export function FlashToast({ toast }: { toast: FlashToast | null }) {
  useEffect(() => {
    if (toast) showToast({ title: toast.title, description: toast.description, variant: toast.variant });
  }, [toast]);
  return null;
}
