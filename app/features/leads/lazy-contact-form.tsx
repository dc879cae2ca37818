import { type ComponentProps, lazy, memo, Suspense, useEffect, useRef } from "react";
import type { ContactForm as ContactFormComponent } from "./contact-form.tsx";

type FormProps = ComponentProps<typeof ContactFormComponent>;

let requestForm = () => {};
/** Settles when the visitor nears or touches the form; at once on the server, which renders it. */
const formWanted = new Promise<void>((resolve) => {
  requestForm = resolve;
  if (typeof document === "undefined") resolve();
});

const ContactForm = lazy(() =>
  formWanted
    .then(() => import("./contact-form.tsx"))
    .then((module) => ({ default: module.ContactForm })),
);

/**
 * Until its code is wanted the boundary stays the server's HTML, unhydrated. memo keeps a
 * parent's re-render from reaching it: an update to an unhydrated boundary would make React
 * drop that HTML for the (empty) fallback.
 */
const DeferredContactForm = memo(function DeferredContactForm(props: FormProps) {
  return (
    <Suspense fallback={null}>
      <ContactForm {...props} />
    </Suspense>
  );
});

/**
 * The contact form, rendered on the server in place. Its code loads when the form comes within
 * a screen of the viewport or the visitor focuses or touches it, not with the page's first
 * scripts (it is below the fold on the landing page). Until then it is a plain HTML form that
 * posts to the server, which answers it the same way.
 */
export function LazyContactForm(props: FormProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) requestForm();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(box);
    box.addEventListener("focusin", requestForm);
    box.addEventListener("pointerdown", requestForm);
    return () => {
      observer.disconnect();
      box.removeEventListener("focusin", requestForm);
      box.removeEventListener("pointerdown", requestForm);
    };
  }, []);
  return (
    <div ref={boxRef}>
      <DeferredContactForm {...props} />
    </div>
  );
}
