import { Sheet } from "#app/components/ui/sheet.tsx";
import { useMessages } from "#app/lib/messages.ts";
import { ContactForm } from "./contact-form.tsx";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service?: string;
  returnFocusTo: () => HTMLElement | null;
};

/** The contact overlay's dialog (see ContactOverlayProvider, which loads it on first open). */
export default function ContactSheet({ open, onOpenChange, service, returnFocusTo }: Props) {
  const { site } = useMessages();
  const t = site.contactForm;
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.intro}
      closeLabel={site.overlay.close}
      side="center"
      returnFocusTo={returnFocusTo}
    >
      {open ? <ContactForm defaultService={service} /> : null}
    </Sheet>
  );
}
