import { ImageUp, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { buttonStyles, cx } from "#app/components/admin/admin-ui.tsx";
import { MediaPickerButton } from "#app/components/admin/media-picker-dialog.tsx";
import {
  describeUploadFailure,
  readUploadedImage,
  useMediaUpload,
} from "#app/components/admin/use-action-call.ts";
import { messages } from "#app/lib/staff-messages.ts";
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from "#contracts/image-limits.ts";
import type { Locale } from "#contracts/locale.ts";
import { CoverPicture } from "./cover-picture.tsx";

const t = messages.blog;

type CoverUploadProps = {
  id: string;
  value: string;
  onChange: (url: string) => void;
  /** The edition whose alt text the library's picker asks for, and where it goes. */
  altLanguage: Locale;
  onAlt: (alt: string) => void;
  error?: string;
};

/**
 * Uploads into the media library through the staff media route (the server checks the bytes
 * and makes the variants), or picks an image already there.
 */
export function CoverUpload({ id, value, onChange, altLanguage, onAlt, error }: CoverUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload: uploadMedia, uploading } = useMediaUpload();
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File) {
    setProblem(null);
    if (!PHOTO_TYPES.includes(file.type)) return setProblem(t.formCoverWrongType);
    if (file.size > MAX_PHOTO_BYTES) return setProblem(t.formCoverTooLarge);
    const result = await uploadMedia(file, "cover");
    if (input.current) input.current.value = "";
    const image = readUploadedImage(result);
    if (image) onChange(image.url);
    else setProblem(describeUploadFailure(result, t.formCoverFailed));
  }

  const message = problem ?? error;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-xl border border-(--admin-border) bg-(--admin-surface-2)">
        {value ? (
          <CoverPicture
            src={value}
            alt={t.formCover}
            sizes="640px"
            className="aspect-[1200/630] w-full"
          />
        ) : (
          <div className="grid aspect-[1200/630] w-full place-items-center text-sm text-(--admin-muted)">
            <ImageUp aria-hidden="true" className="size-8" />
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={id}
          className={cx(
            buttonStyles.secondary,
            "cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-orange",
            uploading && "opacity-60",
          )}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {uploading ? t.formCoverUploading : value ? t.formCoverReplace : t.formCoverUpload}
          <input
            ref={input}
            id={id}
            type="file"
            accept={PHOTO_TYPES.join(",")}
            className="sr-only"
            disabled={uploading}
            aria-describedby={message ? `${id}-error` : `${id}-hint`}
            aria-invalid={message ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </label>
        <MediaPickerButton
          disabled={uploading}
          altLanguage={altLanguage}
          onPick={(image) => {
            setProblem(null);
            onChange(image.url);
            onAlt(image.alt);
          }}
        />
        {value ? (
          <button type="button" className={buttonStyles.ghost} onClick={() => onChange("")}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t.formCoverRemove}
          </button>
        ) : null}
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-semibold text-(--admin-danger)">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-(--admin-muted)">
          {t.formCoverHint}
        </p>
      )}
    </div>
  );
}
