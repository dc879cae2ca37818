import { type AuditActor, recordAudit } from "../audit/audit-service.ts";
import type { Database } from "../db/client.ts";
import { invalidFields } from "../shared/domain-errors.ts";
import { storeUploadedImage, UPLOAD_PURPOSES, type UploadPurpose } from "./upload-image.ts";

/**
 * One upload as the API and the staff screens' media route both take it: `file` and an
 * optional `purpose` (cover by default); stored as variants and audited.
 */
export async function uploadMedia(
  services: { db: Database; config: { DATA_DIR: string } },
  actor: AuditActor,
  input: { file: unknown; purpose: unknown },
) {
  const { file } = input;
  if (!(file instanceof File)) throw invalidFields({ file: "Choose an image file" });
  const purpose = typeof input.purpose === "string" && input.purpose ? input.purpose : "cover";
  if (!UPLOAD_PURPOSES.includes(purpose as UploadPurpose)) {
    throw invalidFields({ purpose: `Must be one of: ${UPLOAD_PURPOSES.join(", ")}` });
  }
  const stored = await storeUploadedImage(
    services.config.DATA_DIR,
    Buffer.from(await file.arrayBuffer()),
    purpose as UploadPurpose,
  );
  await recordAudit(services.db, actor, "media.upload", {
    entity: "media",
    entityId: stored.url,
    details: { purpose, bytes: file.size },
  });
  return stored;
}
