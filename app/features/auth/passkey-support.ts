/** Where passkeys work, as the server decides it from PUBLIC_URL (never from the Host header). */
export type PasskeyPlace = { rpID: string; publicUrlSet: boolean };

/** Whether this page's address may use the site's passkeys (the relying party's name or below it). */
export function isPasskeyPlace(place: PasskeyPlace, hostname: string) {
  return hostname === place.rpID || hostname.endsWith(`.${place.rpID}`);
}

/** POSTs JSON to the API; the answer's `data`, or throws its error message. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer?.error?.message ?? `HTTP ${response.status}`);
  return answer.data as T;
}
