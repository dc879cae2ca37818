import { KIND_OF_PURPOSE, type MediaUpload } from "#contracts/media-schema.ts";
import type { AuditActor } from "#server/audit/audit-service.ts";
import { addUploadToLibrary, type MediaServices } from "./media-library.ts";

/**
 * One upload as the API and the staff screens' media route both parse it (mediaUploadSchema):
 * added to the library; answers the stored image (the address content stores) and its id.
 */
export async function uploadMedia(
  services: MediaServices,
  actor: AuditActor,
  { file, purpose, kind, alt }: MediaUpload,
) {
  const row = await addUploadToLibrary(services, actor, {
    source: Buffer.from(await file.arrayBuffer()),
    name: file.name || "image",
    kind: kind ?? KIND_OF_PURPOSE[purpose ?? "cover"],
    alt,
  });
  return { id: row.uid, url: row.url, width: row.width, height: row.height };
}
