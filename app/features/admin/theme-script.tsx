import { useNonce } from "#app/lib/nonce.tsx";
import { themeBootScript } from "./theme.ts";

/** The stored theme is applied before the first paint; the CSP nonce lets the script run. */
export function ThemeScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: themeBootScript }}
    />
  );
}
