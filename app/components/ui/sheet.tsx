import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { cx } from "./cx.ts";
import "./motion.css";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  side?: "left" | "right" | "center";
  children: ReactNode;
  className?: string;
  hideTitle?: boolean;
  /** Where focus goes on close when the opener was not a Dialog.Trigger. */
  returnFocusTo?: () => HTMLElement | null;
};

/**
 * A modal panel on Radix Dialog: focus is trapped while open and returns to the trigger;
 * Escape and a click outside close it. `side` makes it a drawer or a centred dialog.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  side = "right",
  children,
  className,
  hideTitle,
  returnFocusTo,
}: Props) {
  const position =
    side === "center"
      ? "left-1/2 top-1/2 max-h-[92dvh] w-[min(100vw-1.5rem,44rem)] -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] motion-safe:animate-[sheet-in-center_200ms_ease-out]"
      : cx(
          "top-0 bottom-0 h-dvh w-[min(88vw,22rem)]",
          side === "right"
            ? "right-0 motion-safe:animate-[sheet-in-right_220ms_ease-out]"
            : "left-0 motion-safe:animate-[sheet-in-left_220ms_ease-out]",
        );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-[2px] motion-safe:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          className={cx(
            "fixed z-50 flex flex-col overflow-y-auto bg-white text-ink shadow-2xl outline-none",
            position,
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-start justify-between gap-4 p-5 sm:p-6">
            <div>
              <Dialog.Title
                className={cx("text-xl font-extrabold tracking-tight", hideTitle && "sr-only")}
              >
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-muted">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              className="grid size-10 shrink-0 place-items-center rounded-full bg-ink/5 text-ink hover:bg-ink/10"
              aria-label={closeLabel}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="px-5 pb-6 sm:px-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
