import { useCallback, useEffect, useRef } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { type FormReply, isSaved, readFieldErrors, readFormError } from "#contracts/form-reply.ts";
import type { MediaKind, StoredImage } from "#contracts/media-schema.ts";
import { useRenewingFetcher } from "./session-renewal.ts";

/**
 * Posts a form to a route action through a fetcher (the staff screens' one way to write) and
 * resolves with what the action answered, for steps that continue after it (an upload's URL
 * goes into the form). Resolves undefined when nothing came back (the network failed). When
 * the session has ended (the route keeps that answer in place) the member signs in again in a
 * dialog and the call is sent again; closed instead, it resolves with the SignedOut failure.
 */
export function useActionCall<T>(action: string) {
  const pending = useRef<((result: T | undefined) => void) | null>(null);
  const { state, data, submit } = useRenewingFetcher<T>();

  useEffect(() => {
    if (state !== "idle" || !pending.current) return;
    const resolve = pending.current;
    pending.current = null;
    // Action answers here are plain JSON: what was sent is what arrives.
    resolve(data as T | undefined);
  }, [state, data]);

  const call = useCallback(
    (form: FormData) =>
      new Promise<T | undefined>((resolve) => {
        pending.current = resolve;
        void submit(form, { method: "post", action, encType: "multipart/form-data" });
      }),
    [submit, action],
  );
  return { call, busy: state !== "idle" };
}

export type UploadResult = FormReply<StoredImage>;

/** Uploads one image through the staff media route (the API's upload service). */
export function useMediaUpload() {
  const { call, busy } = useActionCall<UploadResult>("/admin/media");
  const upload = useCallback(
    (file: File, purpose: "cover" | "photo" | "inline", kind?: MediaKind) => {
      const form = new FormData();
      form.set("file", file);
      form.set("purpose", purpose);
      if (kind) form.set("kind", kind);
      return call(form);
    },
    [call],
  );
  return { upload, uploading: busy };
}

/** The stored image of an upload that went through. */
export const readUploadedImage = (result: UploadResult | undefined) =>
  isSaved(result) ? result?.result : undefined;

/** What to show when an upload was refused: the reason given for the file, else the message. */
export const describeUploadFailure = (result: UploadResult | undefined, fallback: string) =>
  (result && (readFieldErrors(result).file ?? readFormError(result))) || fallback;

const SIDE_CALLS = ["/admin/media", "/admin/media-library", "/admin/article-preview"];

/**
 * For a form's shouldRevalidate: an upload, a library pick (its alt text saved) or a preview
 * changes nothing its loader read.
 */
export const skipRevalidationAfterSideCalls = ({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  formAction && SIDE_CALLS.includes(formAction) ? false : defaultShouldRevalidate;
