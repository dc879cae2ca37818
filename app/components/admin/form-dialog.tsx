import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { buttonStyles } from "./admin-ui.tsx";

/**
 * The staff area's dialog around a small form: its title and close button (named by
 * closeLabel), an optional description, then the content. Escape and the overlay close it too.
 */
export function FormDialog({
  title,
  description,
  closeLabel,
  open,
  onOpenChange,
  onOpenAutoFocus,
  children,
}: {
  title: string;
  description?: string;
  closeLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenAutoFocus?: ComponentProps<typeof Dialog.Content>["onOpenAutoFocus"];
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          // Without a description nothing describes the dialog (Radix would point at none).
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={onOpenAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[min(30rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-2xl bg-(--admin-surface) p-6 text-(--admin-text) shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-extrabold">{title}</Dialog.Title>
            <Dialog.Close className={buttonStyles.icon} aria-label={closeLabel}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-(--admin-muted)">
              {description}
            </Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
