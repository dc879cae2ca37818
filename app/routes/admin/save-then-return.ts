import { data, redirect } from "react-router";
import { toApiError } from "../../../server/shared/to-api-error.ts";

/**
 * Runs a staff form's save. Saved: back to the list view it came from, with ?saved=<kind> for
 * the list's toast. Refused (4xx): the form again, with a message, a reason per field and what
 * was typed.
 */
export async function saveThenReturn<V>({
  save,
  refusedMessage,
  typedValues,
  back,
  saved,
}: {
  save: () => Promise<unknown>;
  refusedMessage: (status: number) => string;
  typedValues: () => V;
  /** The list's address (path and query). */
  back: string;
  saved: string;
}) {
  try {
    await save();
  } catch (error) {
    const refusal = toApiError(error);
    if (refusal && refusal.status < 500) {
      return data(
        {
          ok: false as const,
          message: refusedMessage(refusal.status),
          fields: refusal.fields ?? {},
          values: typedValues(),
        },
        { status: refusal.status },
      );
    }
    throw error;
  }
  const url = new URL(back, "http://x.invalid");
  url.searchParams.set("saved", saved);
  return redirect(`${url.pathname}${url.search}`);
}
