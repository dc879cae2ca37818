import { ImageUp } from "lucide-react";
import { type ClipboardEvent, type DragEvent, useCallback, useId, useRef, useState } from "react";
import { buttonStyles, cx } from "#app/components/admin/admin-ui.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from "#contracts/image-limits.ts";
import type { MediaKind } from "#contracts/media-schema.ts";

const t = messages.website.media;

/** What an upload through the API answers. */
export type UploadedImage = { id: string; url: string; width: number; height: number };

type Upload = {
  key: string;
  name: string;
  /** 0-100 while sending; null once answered. */
  progress: number;
  state: "sending" | "done" | "failed";
  error?: string;
};

/**
 * Sends one file to POST /api/v1/media with XMLHttpRequest: the only browser API that reports
 * upload progress. Resolves the stored image or rejects with the server's reason.
 */
function sendFile(
  file: File,
  fields: Record<string, string>,
  onProgress: (percent: number) => void,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.set("file", file);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const request = new XMLHttpRequest();
    request.open("POST", "/api/v1/media");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as {
        data?: UploadedImage;
        error?: { message?: string; fields?: Record<string, string> };
      } | null;
      if (request.status === 201 && body?.data) return resolve(body.data);
      reject(
        new Error(body?.error?.fields?.file ?? body?.error?.message ?? t.upload.networkFailed),
      );
    };
    request.onerror = () => reject(new Error(t.upload.networkFailed));
    request.send(form);
  });
}

/** Checked in the browser first (the server checks again): type and size. */
function refuseEarly(file: File) {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return t.upload.wrongType;
  if (file.size > MAX_PHOTO_BYTES) return t.upload.tooLarge;
  return null;
}

/** Several files at once, each with its progress; `onUploaded` hears of each one stored. */
export function useMediaUploads(onUploaded: (image: UploadedImage) => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const latest = useRef(onUploaded);
  latest.current = onUploaded;

  const start = useCallback((files: readonly File[], fields: Record<string, string>) => {
    const update = (key: string, change: Partial<Upload>) =>
      setUploads((current) =>
        current.map((item) => (item.key === key ? { ...item, ...change } : item)),
      );
    const added = files.map((file, index) => ({
      file,
      upload: {
        key: `${Date.now()}-${index}-${file.name}`,
        name: file.name || "image",
        progress: 0,
        state: "sending",
      } satisfies Upload,
    }));
    setUploads((current) => [...added.map((item) => item.upload), ...current].slice(0, 20));
    return Promise.all(
      added.map(async ({ file, upload }) => {
        const refused = refuseEarly(file);
        if (refused) return update(upload.key, { state: "failed", error: refused });
        try {
          const image = await sendFile(file, fields, (progress) =>
            update(upload.key, { progress }),
          );
          update(upload.key, { state: "done", progress: 100 });
          latest.current(image);
        } catch (error) {
          update(upload.key, { state: "failed", error: (error as Error).message });
        }
      }),
    );
  }, []);
  return { uploads, start };
}

/** The uploads in flight and done: a progress bar and its outcome per file. */
export function UploadProgressList({ uploads }: { uploads: readonly Upload[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-col gap-2" aria-label={t.upload.choose} data-testid="upload-list">
      {uploads.map((upload) => (
        <li
          key={upload.key}
          className="text-sm"
          data-upload={upload.name}
          data-state={upload.state}
        >
          <div className="flex items-center justify-between gap-2">
            <span className="truncate">{upload.name}</span>
            <span
              className={
                upload.state === "failed" ? "text-(--admin-danger)" : "text-(--admin-muted)"
              }
            >
              {upload.state === "sending"
                ? `${upload.progress}%`
                : upload.state === "done"
                  ? t.upload.done
                  : t.upload.failed}
            </span>
          </div>
          <progress
            className="mt-1 h-2 w-full accent-brand-orange"
            max={100}
            value={upload.state === "failed" ? 0 : upload.progress}
            aria-label={t.upload.progressLabel(upload.name)}
          />
          {upload.error ? (
            <p role="alert" className="text-(--admin-danger)">
              {upload.error}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const imagesOf = (list: FileList | null | undefined) =>
  Array.from(list ?? []).filter((file) => file.type.startsWith("image/") || file.type === "");

/**
 * Where images come in: a file picker (several at once), a drop anywhere on the zone, or a
 * paste while focus is inside it. `kind` decides how the server cuts them.
 */
export function MediaUploadZone({
  kind,
  onFiles,
  children,
}: {
  kind?: MediaKind;
  onFiles: (files: File[]) => void;
  children?: React.ReactNode;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = imagesOf(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };
  const paste = (event: ClipboardEvent) => {
    const files = imagesOf(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    onFiles(files);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the picker button inside is the keyboard way in
    <div
      data-testid="upload-zone"
      data-kind={kind}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      onPaste={paste}
      className={cx(
        "rounded-2xl border-2 border-dashed p-4 transition-colors",
        over ? "border-brand-orange bg-(--admin-surface-2)" : "border-(--admin-border)",
      )}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-(--admin-muted)">
          {over ? t.upload.dropActive : t.upload.drop}
        </span>
        <label
          className={cx(
            buttonStyles.secondary,
            "cursor-pointer focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-orange",
          )}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {t.upload.choose}
          <input
            ref={input}
            id={id}
            type="file"
            multiple
            accept={PHOTO_TYPES.join(",")}
            className="sr-only"
            data-testid="upload-input"
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              if (input.current) input.current.value = "";
              if (files.length > 0) onFiles(files);
            }}
          />
        </label>
        {children}
      </div>
    </div>
  );
}
