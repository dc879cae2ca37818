import { useEffect, useState } from "react";
import type { ArticleFormValues } from "#contracts/article-schema.ts";
import { clearDraft, draftKey, readDraft, writeDraft } from "./article-draft.ts";

/**
 * The editor's draft on this device: what was typed comes back after a crash or a closed
 * window (restored once the page runs: the server cannot see it), and a second after each
 * change it is kept again. Not while a save is under way: the route's middleware removes the
 * draft once the server has the article (never here on unmount, which a failed save can cause
 * too), and a late autosave would bring it back.
 */
export function useArticleDraft({
  uid,
  value,
  dirty,
  saving,
  restore,
}: {
  uid: string | null;
  value: unknown;
  dirty: boolean;
  saving: boolean;
  restore: (values: ArticleFormValues) => void;
}) {
  const key = draftKey(uid);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [keptAt, setKeptAt] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per article, on arrival
  useEffect(() => {
    const draft = readDraft<ArticleFormValues>(key);
    // A draft kept in another shape (before the form's fields were schema paths) is not restored.
    if (!draft?.values?.versions) return;
    restore(draft.values);
    setRestoredAt(draft.savedAt);
  }, [key]);

  // The form hands over a new object on every render: the draft follows what it holds.
  const typed = JSON.stringify(value ?? null);
  useEffect(() => {
    if (!dirty || saving) return;
    const timer = setTimeout(() => {
      const now = new Date();
      if (writeDraft(key, JSON.parse(typed), now)) setKeptAt(now.toISOString());
    }, 800);
    return () => clearTimeout(timer);
  }, [dirty, saving, key, typed]);

  return {
    restoredAt,
    /** When the draft was last kept, while it differs from the stored article. */
    keptAt: dirty ? keptAt : null,
    /** Keeps what is being sent on this device until the server confirms it. */
    keep() {
      if (!dirty) return;
      const now = new Date();
      if (writeDraft(key, value, now)) setKeptAt(now.toISOString());
    },
    discard() {
      clearDraft(key);
      setRestoredAt(null);
      setKeptAt(null);
    },
  };
}
