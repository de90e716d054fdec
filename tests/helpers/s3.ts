import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** A real S3-compatible server (s3rver) on loopback with one bucket, for the storage suites. */
export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** What the app reads from the environment to use it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestBucket(bucket = "r28-media"): Promise<TestBucket> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "r28-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { MEDIA_S3_ENDPOINT: endpoint, MEDIA_S3_BUCKET: bucket, MEDIA_S3_REGION: "us-east-1", AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The store options of a test bucket (credentials given, not read from the environment). */
export const s3Options = (b: TestBucket) => ({ endpoint: b.endpoint, bucket: b.bucket, region: "us-east-1", credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
