import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { AppConfig } from "#server/config.ts";

/**
 * A stored variant's key: one folder and a file name of plain characters with an image
 * extension (covers/u1a2b-x9-800.webp). Nothing else is ever read or written, so no request
 * path can reach outside the stored variants.
 */
const MEDIA_KEY = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.(webp|avif|png|jpe?g)$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

export const isMediaKey = (key: string) => MEDIA_KEY.test(key);

/** The content type of a key's extension (keys are always images). */
export function contentTypeOf(key: string) {
  return (
    CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream"
  );
}

export class MediaStoreError extends Error {}

/** Where media variants live: a local directory or an S3-compatible bucket, same keys in both. */
export type MediaStorage = {
  readonly kind: "local" | "s3";
  put(key: string, body: Uint8Array): Promise<void>;
  /** The bytes of a stored key, or null when there is none; MediaStoreError when the store fails. */
  get(key: string): Promise<Uint8Array | null>;
  remove(keys: readonly string[]): Promise<void>;
  /** Every stored key (for the boot-time registration of files stored before the library). */
  list(): Promise<string[]>;
  /** Null when the store answers; otherwise why not, in one line. */
  check(): Promise<string | null>;
};

function assertKey(key: string) {
  if (!isMediaKey(key)) throw new MediaStoreError(`Not a media key: ${JSON.stringify(key)}`);
}

const errorMessage = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** DATA_DIR/media/{key}: each file written beside itself and renamed in, never half there. */
export function createLocalStorage(root: string): MediaStorage {
  // There from the start, as the upload directory always was; an unwritable one is check()'s.
  try {
    mkdirSync(root, { recursive: true });
  } catch {}
  return {
    kind: "local",
    async put(key, body) {
      assertKey(key);
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw new MediaStoreError(`Could not write ${key}: ${errorMessage(error)}`);
      }
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        return await readFile(join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw new MediaStoreError(`Could not read ${key}: ${errorMessage(error)}`);
      }
    },
    async remove(keys) {
      for (const key of keys) {
        assertKey(key);
        await rm(join(root, key), { force: true });
      }
    },
    async list() {
      const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
      const keys: string[] = [];
      for (const folder of folders) {
        if (!folder.isDirectory()) continue;
        for (const name of await readdir(join(root, folder.name))) {
          const key = `${folder.name}/${name}`;
          if (isMediaKey(key)) keys.push(key);
        }
      }
      return keys.sort();
    },
    async check() {
      try {
        await mkdir(root, { recursive: true });
        return null;
      } catch (error) {
        return `media directory ${root} is not writable: ${errorMessage(error)}`;
      }
    },
  };
}

export type S3Settings = Pick<
  AppConfig,
  "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE"
> & { S3_BUCKET: string };

/**
 * The bucket through @aws-sdk/client-s3. Checksums only when an operation requires them: the
 * SDK's default CRC32 headers are refused by many non-AWS servers (aws-sdk-js-v3 #6810).
 */
export function createS3Storage(settings: S3Settings): MediaStorage {
  const bucket = settings.S3_BUCKET;
  const client = new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE === "true",
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: settings.S3_ACCESS_KEY_ID,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 2,
  });
  return {
    kind: "s3",
    async put(key, body) {
      assertKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: contentTypeOf(key),
            CacheControl: "public, max-age=31536000, immutable",
          }),
        );
      } catch (error) {
        throw new MediaStoreError(
          `Could not store ${key} in bucket ${bucket}: ${errorMessage(error)}`,
        );
      }
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === "NoSuchKey" || name === "NotFound") return null;
        throw new MediaStoreError(
          `Could not read ${key} from bucket ${bucket}: ${errorMessage(error)}`,
        );
      }
    },
    async remove(keys) {
      // One by one: DeleteObjects requires a Content-MD5 some S3-compatible servers check.
      for (const key of keys) {
        assertKey(key);
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      }
    },
    async list() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key && isMediaKey(item.Key)) keys.push(item.Key);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async check() {
      try {
        // A health check answers within seconds, whatever the network does.
        await client.send(new HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(3_000),
        });
        return null;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        return `bucket ${bucket}${settings.S3_ENDPOINT ? ` at ${settings.S3_ENDPOINT}` : ""} is not reachable: ${status ? `HTTP ${status}` : errorMessage(error)}`;
      }
    },
  };
}

/** The configured store: the bucket when S3_BUCKET is set, DATA_DIR/media otherwise. */
export function createMediaStorage(config: AppConfig): MediaStorage {
  if (config.S3_BUCKET) return createS3Storage({ ...config, S3_BUCKET: config.S3_BUCKET });
  return createLocalStorage(join(config.DATA_DIR, "media"));
}
