import { ImageUp, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { messages } from "#app/lib/staff-messages.ts";
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from "#contracts/image-limits.ts";
import type { MediaKind } from "#contracts/media-schema.ts";
import type { SiteImage } from "#contracts/site-content.ts";
import { buttonStyles, cx } from "./admin-ui.tsx";
import { MediaPickerButton } from "./media-picker-dialog.tsx";
import { describeUploadFailure, readUploadedImage, useMediaUpload } from "./use-action-call.ts";

const t = messages.website.images;

/**
 * One image of the site's content in a staff form: its preview, an upload into the media
 * library or a pick from it that replaces it, and the hidden inputs `<name>.url`, `<name>.width` and `<name>.height` the schema reads
 * (siteImageSchema). `purpose` picks the stored sizes: "photo" squares (portraits), "cover"
 * wide crops (service images), "inline" the image as it is (logos).
 */
export function SiteImageField({
  name,
  label,
  image,
  onChange,
  purpose,
  kind,
  error,
  removable = false,
  previewClassName,
}: {
  /** The schema path of the image, e.g. "portrait" or "images[2]". */
  name: string;
  label: string;
  image: SiteImage | null;
  onChange: (image: SiteImage | null) => void;
  purpose: "photo" | "cover" | "inline";
  /** What the library files an upload under (portrait, logo, service image). */
  kind?: MediaKind;
  /** The schema's reason for this image, when a save was refused. */
  error?: string;
  removable?: boolean;
  previewClassName?: string;
}) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useMediaUpload();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = uploadError ?? (error || null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setUploadError(t.wrongType);
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setUploadError(t.tooLarge);
      return;
    }
    const result = await upload(file, purpose, kind);
    if (fileRef.current) fileRef.current.value = "";
    const stored = readUploadedImage(result);
    if (stored) {
      setUploadError(null);
      onChange(stored);
      return;
    }
    setUploadError(`${t.uploadFailed} ${describeUploadFailure(result, "")}`.trim());
  };

  return (
    <div className="flex flex-col gap-2" data-image-field={name}>
      <span id={`${id}-label`} className="text-sm font-semibold">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={cx(
            "flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-(--admin-surface-2) ring-1 ring-(--admin-border)",
            previewClassName,
          )}
        >
          {image ? (
            <img src={image.url} alt="" className="h-full w-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-(--admin-muted)">{t.none}</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            className={cx(
              buttonStyles.secondary,
              // The file input inside is visually hidden: its focus shows on the button.
              "cursor-pointer focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-orange",
              uploading && "opacity-60",
            )}
            aria-describedby={shown ? `${id}-error` : undefined}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {uploading ? t.uploading : image ? t.replace : t.upload}
            <input
              ref={fileRef}
              type="file"
              accept={PHOTO_TYPES.join(",")}
              className="sr-only"
              aria-labelledby={`${id}-label`}
              disabled={uploading}
              onChange={(event) => void choose(event.currentTarget.files?.[0])}
            />
          </label>
          <MediaPickerButton
            disabled={uploading}
            onPick={(picked) => {
              setUploadError(null);
              onChange({ url: picked.url, width: picked.width, height: picked.height });
            }}
          />
          {removable && image ? (
            <button type="button" className={buttonStyles.ghost} onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t.remove}
            </button>
          ) : null}
        </div>
      </div>
      <input type="hidden" name={`${name}.url`} value={image?.url ?? ""} />
      <input type="hidden" name={`${name}.width`} value={image?.width ?? ""} />
      <input type="hidden" name={`${name}.height`} value={image?.height ?? ""} />
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-(--admin-danger)">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
