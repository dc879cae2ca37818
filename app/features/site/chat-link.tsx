import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonAnchor, type ButtonSize, type ButtonVariant } from "#app/components/ui/button.tsx";
import { useLocalePath } from "#app/lib/messages.ts";
import { chatHref } from "#contracts/chat-link.ts";

/**
 * The button that opens the WhatsApp chat in a new tab, telling it the page (and service, and
 * the description the visitor typed on a service page).
 */
export function ChatLink({
  page,
  service,
  description,
  size,
  variant,
  className,
  describedBy,
  children,
}: {
  page: string;
  service?: string;
  description?: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
  describedBy?: string;
  children: ReactNode;
}) {
  // The page as the visitor's edition has it: the Indonesian home records /id, not /.
  const to = useLocalePath();
  return (
    <ButtonAnchor
      href={chatHref({ service, page: to(page), description })}
      rel="nofollow noopener"
      target="_blank"
      size={size}
      variant={variant}
      className={className}
      data-chat-link
      aria-describedby={describedBy}
    >
      <MessageCircle aria-hidden="true" className={size === "lg" ? "size-5" : "size-4"} />
      {children}
    </ButtonAnchor>
  );
}
