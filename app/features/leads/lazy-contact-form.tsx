import { type ComponentProps, lazy, Suspense } from "react";
import type { ContactForm as ContactFormComponent } from "./contact-form";

const ContactForm = lazy(() =>
  import("./contact-form").then((module) => ({ default: module.ContactForm })),
);

/**
 * The contact form, rendered on the server in place: its code loads with the first use or
 * right after the page hydrates, not with every page's first script (it is below the fold on
 * the landing page and behind a button elsewhere). Until then it is a plain HTML form that
 * posts to the server, which answers it the same way.
 */
export function LazyContactForm(props: ComponentProps<typeof ContactFormComponent>) {
  return (
    <Suspense fallback={null}>
      <ContactForm {...props} />
    </Suspense>
  );
}
