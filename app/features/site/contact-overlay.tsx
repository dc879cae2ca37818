import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import { Sheet } from "../../components/ui/sheet";
import { messages } from "../../lib/messages";
import { ContactForm } from "../leads/contact-form";

type ContactOverlay = { open: (service?: string) => void; close: () => void; isOpen: boolean };

const ContactOverlayContext = createContext<ContactOverlay | null>(null);

/** The contact form as an overlay that any page of the site layout can open. */
export function ContactOverlayProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [service, setService] = useState<string | undefined>();
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((slug?: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setService(slug);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, close, isOpen }), [open, close, isOpen]);
  const t = messages.site.contactForm;
  return (
    <ContactOverlayContext.Provider value={value}>
      {children}
      <Sheet
        open={isOpen}
        onOpenChange={setOpen}
        title={t.title}
        description={t.intro}
        closeLabel={messages.site.overlay.close}
        side="center"
        returnFocusTo={() => opener.current}
      >
        {isOpen ? <ContactForm defaultService={service} /> : null}
      </Sheet>
    </ContactOverlayContext.Provider>
  );
}

export function useContactOverlay(): ContactOverlay {
  const value = useContext(ContactOverlayContext);
  return value ?? { open: () => {}, close: () => {}, isOpen: false };
}

/**
 * A link to /contact-us that opens the overlay instead when JavaScript runs, so it works
 * before hydration and without scripts.
 */
export function ContactTrigger({
  service,
  className,
  children,
  onBeforeOpen,
}: {
  service?: string;
  className?: string;
  children: ReactNode;
  onBeforeOpen?: () => void;
}) {
  const overlay = useContactOverlay();
  return (
    <a
      href="/contact-us"
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onBeforeOpen?.();
        overlay.open(service);
      }}
    >
      {children}
    </a>
  );
}
