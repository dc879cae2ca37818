import { getStaffLocale } from "#app/lib/staff-messages.ts";
import { formatTime } from "#contracts/agency-clock.ts";

/** An article form's unsaved values, kept in this browser until they are saved or discarded. */
export type StoredDraft<T> = { values: T; savedAt: string };

const PREFIX = "projingga:article-draft:";

export const draftKey = (uid: string | null) => `${PREFIX}${uid ?? "new"}`;

export function readDraft<T>(key: string, storage: Storage | undefined = globalThis.localStorage) {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredDraft<T>;
    return parsed && typeof parsed === "object" && parsed.values ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(
  key: string,
  values: T,
  now = new Date(),
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(key, JSON.stringify({ values, savedAt: now.toISOString() }));
    return true;
  } catch {
    // A full or blocked storage only loses the convenience, never the form.
    return false;
  }
}

export function clearDraft(key: string, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** "14:05 WIB" on the agency's clock, for the draft notes. */
export const formatDraftTime = (iso: string) => formatTime(iso, getStaffLocale());
