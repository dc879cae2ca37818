import { Images } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { thumbnailOf } from "#app/lib/media-format.ts";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import type { Locale } from "#contracts/locale.ts";
import type { MediaItem } from "#contracts/media-schema.ts";
import { buttonStyles, cx, inputStyles } from "./admin-ui.tsx";
import { FormDialog } from "./form-dialog.tsx";
import { languageName } from "./texts-language.tsx";

const t = messages.website.media;

/** What a picked library image gives a field: its stored address and size, and its alt text. */
export type PickedImage = { url: string; width: number; height: number; alt: string };

/**
 * "Choose from library": the library's images (searchable), one picked, its alt text for the
 * edition being edited (saved to the library with it), then `onPick`. The library loads
 * through the library screen's own loader, so there is one listing.
 */
export function MediaPickerButton({
  altLanguage = getStaffLocale(),
  onPick,
  disabled,
  field,
}: {
  altLanguage?: Locale;
  onPick: (image: PickedImage) => void;
  disabled?: boolean;
  /** Names the field the image is for, where one page has several pickers. */
  field?: string;
}) {
  const [open, setOpen] = useState(false);
  // Here, not in the dialog: the alt text's save outlives the dialog that asked for it.
  const save = useFetcher();
  return (
    <>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={field ? `${field}: ${t.picker.open}` : undefined}
      >
        <Images aria-hidden="true" className="size-4" />
        {t.picker.open}
      </button>
      {open ? (
        <MediaPickerDialog
          altLanguage={altLanguage}
          saveText={(form) =>
            void save.submit(form, { method: "post", action: "/admin/media-library" })
          }
          onClose={() => setOpen(false)}
          onPick={(image) => {
            setOpen(false);
            onPick(image);
          }}
        />
      ) : null}
    </>
  );
}

function MediaPickerDialog({
  altLanguage,
  saveText,
  onClose,
  onPick,
}: {
  altLanguage: Locale;
  saveText: (form: FormData) => void;
  onClose: () => void;
  onPick: (image: PickedImage) => void;
}) {
  const id = useId();
  const list = useFetcher<{ items: MediaItem[] }>();
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [alt, setAlt] = useState("");
  const { load } = list;

  useEffect(() => {
    const timer = setTimeout(() => {
      void load(`/admin/media-library?${new URLSearchParams({ q })}`);
    }, 200);
    return () => clearTimeout(timer);
  }, [q, load]);

  const choose = (item: MediaItem) => {
    setChosen(item);
    setAlt(item.alt[altLanguage]);
  };
  const use = () => {
    if (!chosen) return;
    if (alt.trim() !== chosen.alt[altLanguage]) {
      const form = new FormData();
      form.set("intent", "text");
      form.set("id", chosen.id);
      for (const language of ["en", "id"] as const) {
        form.set(`alt.${language}`, language === altLanguage ? alt : chosen.alt[language]);
        form.set(`caption.${language}`, chosen.caption[language]);
      }
      saveText(form);
    }
    onPick({ url: chosen.url, width: chosen.width, height: chosen.height, alt: alt.trim() });
  };
  const items = list.data?.items ?? [];

  return (
    <FormDialog
      title={t.picker.title}
      closeLabel={t.close}
      open
      onOpenChange={(next) => !next && onClose()}
    >
      <div className="mt-4 flex flex-col gap-3" data-testid="media-picker">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">{t.searchLabel}</span>
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            placeholder={t.searchPlaceholder}
            className={inputStyles}
          />
        </label>
        {items.length === 0 && list.state === "idle" && list.data ? (
          <p className="text-sm text-(--admin-muted)">{t.picker.nothing}</p>
        ) : null}
        <ul
          className="grid max-h-72 grid-cols-2 gap-2 overflow-auto sm:grid-cols-3"
          aria-label={t.listLabel}
        >
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={chosen?.id === item.id}
                onClick={() => choose(item)}
                data-media={item.name}
                className={cx(
                  "flex w-full flex-col gap-1 rounded-xl border-2 p-1 text-left text-xs",
                  chosen?.id === item.id ? "border-brand-orange" : "border-transparent",
                )}
              >
                <img
                  src={thumbnailOf(item)}
                  alt=""
                  className="aspect-square w-full rounded-lg bg-(--admin-surface-2) object-cover"
                />
                <span className="truncate">{item.name}</span>
              </button>
            </li>
          ))}
        </ul>
        {chosen ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-alt`} className="text-sm font-semibold">
              {t.picker.altFor(languageName(altLanguage))}
            </label>
            <input
              id={`${id}-alt`}
              value={alt}
              maxLength={300}
              onChange={(event) => setAlt(event.currentTarget.value)}
              className={inputStyles}
              aria-describedby={`${id}-alt-hint`}
            />
            <p id={`${id}-alt-hint`} className="text-xs text-(--admin-muted)">
              {t.picker.altHint}
            </p>
          </div>
        ) : null}
        <button
          type="button"
          className={cx(buttonStyles.primary, "self-start")}
          disabled={!chosen}
          onClick={use}
        >
          {t.picker.use}
        </button>
      </div>
    </FormDialog>
  );
}
