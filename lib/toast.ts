import type { toast as sonnerToast } from "sonner";

/**
 * Toasts (sonner) without sonner in every page's first download: `notify.*` may be called at any
 * time; the first call asks the page's <SiteToaster> (components/toaster.client.tsx) to load sonner and
 * mount its Toaster, and the messages wait here until that Toaster listens. Later calls go
 * straight to sonner.
 */

type ToastKind = "info" | "success" | "error";

type Sonner = typeof sonnerToast;

let sonner: Sonner | null = null;
let wanted = false;
const waiting: { kind: ToastKind; message: string }[] = [];
const listeners = new Set<() => void>();

function show(kind: ToastKind, message: string): void {
  if (sonner) {
    sonner[kind](message);
    return;
  }
  waiting.push({ kind, message });
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

export const notify = {
  info: (message: string) => show("info", message),
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
};

/** For <SiteToaster>: whether a toast has been asked for, so the Toaster should be loaded. */
export function isToasterWanted(): boolean {
  return wanted;
}

/** For <SiteToaster>: called once when the first toast is asked for. */
export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For <SiteToaster>: its Toaster now listens; the waiting messages are shown in order. */
export function toasterReady(toast: Sonner): void {
  sonner = toast;
  for (const { kind, message } of waiting.splice(0)) toast[kind](message);
}
