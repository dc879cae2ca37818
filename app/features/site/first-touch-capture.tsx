import { useNonce } from "#app/lib/nonce.tsx";
import { firstTouchScript } from "./first-touch-script.ts";

/**
 * The first-touch capture, inline in every public page's HTML (the CSP nonce lets it run). The
 * browser build leaves the text out: the script already ran, and hydration keeps the element.
 */
export function FirstTouchCapture() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? firstTouchScript() : "" }}
    />
  );
}
