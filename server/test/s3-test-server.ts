import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export const TEST_S3_KEY = "S3RVER";
export const TEST_S3_SECRET = "S3RVER";

/**
 * A real S3-compatible server (s3rver) on a free local port, its objects in a scratch
 * directory, with one empty bucket: the environment an instance needs to store media there.
 */
export async function startS3TestServer(bucket = "projingga-media") {
  const directory = mkdtempSync(join(tmpdir(), "projingga-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  let closed = false;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: TEST_S3_KEY,
      S3_SECRET_ACCESS_KEY: TEST_S3_SECRET,
      S3_FORCE_PATH_STYLE: "true" as const,
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
