import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocalePath } from "#app/lib/messages.ts";

/** The dialog with the form; the layout passes it lazily, so it is fetched on the first open. */
export type ContactSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service?: string;
  returnFocusTo: () => HTMLElement | null;
};

type ContactOverlay = { open: (service?: string) => void; close: () => void; isOpen: boolean };

const ContactOverlayContext = createContext<ContactOverlay | null>(null);

/** The contact form as an overlay that any page of the site layout can open. */
export function ContactOverlayProvider({
  children,
  sheet: ContactSheet,
}: {
  children: ReactNode;
  sheet: ComponentType<ContactSheetProps>;
}) {
  const [isOpen, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [service, setService] = useState<string | undefined>();
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((slug?: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setService(slug);
    setUsed(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, close, isOpen }), [open, close, isOpen]);
  return (
    <ContactOverlayContext.Provider value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ContactSheet
            open={isOpen}
            onOpenChange={setOpen}
            service={service}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      ) : null}
    </ContactOverlayContext.Provider>
  );
}

export function useContactOverlay(): ContactOverlay {
  const value = useContext(ContactOverlayContext);
  return value ?? { open: () => {}, close: () => {}, isOpen: false };
}

/**
 * A link to /contact-us that opens the overlay instead when JavaScript runs, so it works
 * before hydration and without scripts; either way the service, if given, is preselected.
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
  const to = useLocalePath();
  return (
    <a
      href={to(service ? `/contact-us?service=${encodeURIComponent(service)}` : "/contact-us")}
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
