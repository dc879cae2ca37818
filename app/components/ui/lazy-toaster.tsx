import { lazy, Suspense, useEffect, useState } from "react";
import type { ExternalToast } from "sonner";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Staff screens toast often and mount the outlet at once; public pages load it on their first toast. */
const STAFF_PATH = /^\/(admin|login|logout|setup|overview)(\/|$)/;

let requestToaster: (() => void) | null = null;
let markReady = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

function ToasterReady() {
  useEffect(() => markReady(), []);
  return null;
}

/** The toast outlet, rendered after hydration, and on public pages only once a toast is shown. */
export function LazyToaster({ pathname }: { pathname: string }) {
  const [requested, setRequested] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    requestToaster = () => setRequested(true);
    return () => {
      requestToaster = null;
    };
  }, []);
  if (!hydrated || !(requested || STAFF_PATH.test(pathname))) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" closeButton />
      <ToasterReady />
    </Suspense>
  );
}

/**
 * Shows a toast once the outlet listens: sonner drops a toast sent before its Toaster mounted
 * (a save that lands on a freshly loaded page, or a click before hydration has finished). On
 * public pages the toast library is fetched with the first toast, never with the page.
 */
async function showToast(
  kind: "success" | "error" | "warning",
  message: string,
  options?: ExternalToast,
) {
  requestToaster?.();
  const [{ toast: send }] = await Promise.all([import("sonner"), toasterReady]);
  return send[kind](message, options);
}

/** The one way to toast, on public pages and staff screens. */
export const toast = {
  success: (message: string, options?: ExternalToast) =>
    void showToast("success", message, options),
  error: (message: string, options?: ExternalToast) => void showToast("error", message, options),
  warning: (message: string, options?: ExternalToast) =>
    void showToast("warning", message, options),
};

export async function dismissToast(id: string | number) {
  const { toast } = await import("sonner");
  toast.dismiss(id);
}
