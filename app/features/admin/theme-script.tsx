import { useNonce } from "../../lib/nonce";
import { themeBootScript } from "./theme";

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
