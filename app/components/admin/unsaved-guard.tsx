import { AlertDialog } from "radix-ui";
import { type RefObject, useEffect } from "react";
import { type Blocker, useBlocker } from "react-router";
import { buttonStyles } from "./admin-ui.tsx";

/**
 * Asks before leaving a form with unsaved changes: in-app links (a dialog) and reloads or tab
 * closes (the browser's own prompt). `saving` lets the save's own redirect through.
 */
export function useUnsavedGuard(dirty: boolean, saving: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!saving.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty, saving]);
  return blocker;
}

type UnsavedTexts = {
  unsavedTitle: string;
  unsavedText: string;
  unsavedStay: string;
  unsavedLeave: string;
};

/** The dialog of a blocked navigation: stay on the form, or leave and lose the changes. */
export function UnsavedDialog({ blocker, texts }: { blocker: Blocker; texts: UnsavedTexts }) {
  return (
    <AlertDialog.Root open={blocker.state === "blocked"}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <AlertDialog.Content
          onEscapeKeyDown={() => blocker.reset?.()}
          className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-(--admin-surface) p-6 text-(--admin-text) shadow-2xl"
        >
          <AlertDialog.Title className="text-xl font-extrabold">
            {texts.unsavedTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-(--admin-muted)">
            {texts.unsavedText}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel
              className={buttonStyles.secondary}
              onClick={() => blocker.reset?.()}
            >
              {texts.unsavedStay}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonStyles.danger} onClick={() => blocker.proceed?.()}>
              {texts.unsavedLeave}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
