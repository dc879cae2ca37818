import { ImageUp } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { buttonStyles, cx, inputStyles } from "#app/components/admin/admin-ui.tsx";
import { FormDialog } from "#app/components/admin/form-dialog.tsx";
import { MediaPickerButton } from "#app/components/admin/media-picker-dialog.tsx";
import {
  describeUploadFailure,
  readUploadedImage,
  useMediaUpload,
} from "#app/components/admin/use-action-call.ts";
import { messages } from "#app/lib/staff-messages.ts";
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from "#contracts/image-limits.ts";
import type { Locale } from "#contracts/locale.ts";

const t = messages.admin.articles;
const tf = messages.admin.employeeForm;

export const isImageFile = (file: File | null | undefined): file is File =>
  Boolean(file?.type.startsWith("image/"));

/**
 * Adds an image to an article body: the file (picked, dropped or pasted) goes to the media
 * endpoint, which stores it at most 1600 px wide; the alt text is asked for before it goes in.
 */
export function ImageInsertDialog({
  open,
  initialFile,
  onClose,
  onInsert,
  altLanguage,
}: {
  open: boolean;
  initialFile: File | null;
  /** The body's language: a library image's alt text is taken in it. */
  altLanguage?: Locale;
  onClose: () => void;
  onInsert: (image: { src: string; alt: string }) => void;
}) {
  const ids = useId();
  const [file, setFile] = useState<File | null>(initialFile);
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { upload: uploadMedia, uploading } = useMediaUpload();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(initialFile);
    setAlt("");
    setProblem(null);
  }, [open, initialFile]);

  useEffect(() => {
    if (!file) return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (next: File | null | undefined) => {
    setProblem(null);
    if (!next) return;
    if (!PHOTO_TYPES.includes(next.type)) return setProblem(tf.photoWrongType);
    if (next.size > MAX_PHOTO_BYTES) return setProblem(tf.photoTooLarge);
    setFile(next);
  };

  async function insert() {
    if (!file) return setProblem(tf.photoWrongType);
    const result = await uploadMedia(file, "inline", "inline");
    const image = readUploadedImage(result);
    if (image) onInsert({ src: image.url, alt: alt.trim() });
    else setProblem(describeUploadFailure(result, t.imageFailed));
  }

  const problemId = `${ids}-problem`;
  return (
    <FormDialog
      title={t.imageDialogTitle}
      description={t.imageDialogIntro}
      closeLabel={t.imageCancel}
      open={open}
      onOpenChange={(next) => !next && !uploading && onClose()}
    >
      {/* The button inside is the keyboard way in; dropping is a mouse shortcut for it. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop zone around a real button */}
      <div
        className="mt-4 grid place-items-center gap-3 rounded-xl border-2 border-dashed border-(--admin-border) p-4"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          choose(event.dataTransfer.files[0]);
        }}
      >
        {previewUrl ? (
          <img src={previewUrl} alt="" className="max-h-48 rounded-lg object-contain" />
        ) : null}
        <label
          className={cx(
            buttonStyles.secondary,
            "cursor-pointer focus-within:outline-3 focus-within:outline-brand-orange",
          )}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {t.imageChoose}
          <input
            type="file"
            accept={PHOTO_TYPES.join(",")}
            className="sr-only"
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </label>
        {file ? <p className="text-xs text-(--admin-muted)">{file.name}</p> : null}
        <MediaPickerButton
          altLanguage={altLanguage}
          disabled={uploading}
          onPick={(image) => onInsert({ src: image.url, alt: image.alt })}
        />
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="mt-2 text-sm font-semibold text-(--admin-danger)">
          {problem}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-1.5">
        <label htmlFor={`${ids}-alt`} className="text-sm font-semibold">
          {t.imageAlt}
        </label>
        <input
          id={`${ids}-alt`}
          value={alt}
          maxLength={250}
          onChange={(event) => setAlt(event.target.value)}
          aria-describedby={`${ids}-alt-hint`}
          className={inputStyles}
        />
        <p id={`${ids}-alt-hint`} className="text-xs text-(--admin-muted)">
          {t.imageAltHint}
        </p>
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Dialog.Close className={buttonStyles.secondary} disabled={uploading}>
          {t.imageCancel}
        </Dialog.Close>
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={!file || uploading}
          onClick={() => void insert()}
        >
          {uploading ? t.imageUploading : t.imageInsert}
        </button>
      </div>
    </FormDialog>
  );
}
