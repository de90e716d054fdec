import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { StartupError } from "../startup-error.ts";
import { checkKey, contentTypeOf, toReadable, type MediaStore, type StoredObject } from "./media-store.ts";

export interface S3StoreOptions {
  endpoint: string;
  bucket: string;
  region: string;
  /** Key prefix inside the bucket ("" for none). */
  prefix?: string;
  /** Else the SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === "NotFound" || err.name === "NoSuchKey");

/**
 * Media bytes in an S3-compatible bucket, through the AWS SDK for JavaScript v3. Path-style
 * addresses and checksums only "when required" so that servers other than AWS (MinIO, Ceph,
 * Garage, s3rver) accept the requests; our own sha256 travels as object metadata.
 */
export function s3Store(o: S3StoreOptions): MediaStore {
  const client = new S3Client({
    endpoint: o.endpoint,
    region: o.region,
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 2,
    ...(o.credentials ? { credentials: o.credentials } : {}),
  });
  const prefix = o.prefix ?? "";
  const name = (key: string) => (checkKey(key), `${prefix}${key}`);
  const head = async (key: string): Promise<StoredObject | undefined> => {
    try {
      const h = await client.send(new HeadObjectCommand({ Bucket: o.bucket, Key: name(key) }));
      return { key, size: Number(h.ContentLength ?? 0), contentType: h.ContentType ?? contentTypeOf(key), sha256: h.Metadata?.sha256 ?? "" };
    } catch (err) {
      if (notFound(err)) return undefined;
      throw err;
    }
  };
  return {
    kind: "s3",
    where: `bucket ${o.bucket} at ${o.endpoint}`,
    async check() {
      const timeout = AbortSignal.timeout(5000);
      try {
        await client.send(new HeadBucketCommand({ Bucket: o.bucket }), { abortSignal: timeout });
      } catch (err) {
        const status = (err as S3ServiceException).$metadata?.httpStatusCode;
        const why = status === 404 ? "no such bucket" : status === 403 ? "access denied (check the credentials)" : (err as Error).message || (err as Error).name;
        throw new StartupError(`The media bucket "${o.bucket}" at ${o.endpoint} cannot be reached: ${why}`);
      }
    },
    async put(_db, key, body, meta) {
      await client.send(
        new PutObjectCommand({
          Bucket: o.bucket,
          Key: name(key),
          Body: toReadable(body),
          ContentLength: meta.size,
          ContentType: meta.contentType,
          Metadata: { sha256: meta.sha256 },
        }),
      );
    },
    async get(_db, key, range) {
      try {
        const r = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: name(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        const total = r.ContentRange ? Number(r.ContentRange.split("/")[1]) : Number(r.ContentLength ?? 0);
        return {
          info: { key, size: total, contentType: r.ContentType ?? contentTypeOf(key), sha256: r.Metadata?.sha256 ?? "" },
          body: r.Body as Readable,
        };
      } catch (err) {
        if (notFound(err)) return undefined;
        throw err;
      }
    },
    head: (_db, key) => head(key),
    async delete(_db, key) {
      await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: name(key) }));
    },
    async *list(_db, within = "") {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: o.bucket, Prefix: `${prefix}${within}` || undefined, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          const key = (item.Key ?? "").slice(prefix.length);
          const info = await head(key);
          if (info) yield info;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
