import type { MediaUpload } from "../../contracts/media-schema.ts";
import { type AuditActor, recordAudit } from "../audit/audit-service.ts";
import type { Database } from "../db/client.ts";
import { storeUploadedImage } from "./upload-image.ts";

/**
 * One upload as the API and the staff screens' media route both parse it (mediaUploadSchema):
 * stored as variants and audited.
 */
export async function uploadMedia(
  services: { db: Database; config: { DATA_DIR: string } },
  actor: AuditActor,
  { file, purpose }: MediaUpload,
) {
  const stored = await storeUploadedImage(
    services.config.DATA_DIR,
    Buffer.from(await file.arrayBuffer()),
    purpose,
  );
  await recordAudit(services.db, actor, "media.upload", {
    entity: "media",
    entityId: stored.url,
    details: { purpose, bytes: file.size },
  });
  return stored;
}
