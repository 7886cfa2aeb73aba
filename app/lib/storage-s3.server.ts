import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { type Bucket, type FileStorage, isPublicBucket, isSafeKey } from "#app/lib/storage.server";

export type S3Settings = {
  /** Holds the public photos, and the contracts too unless `privateBucket` is given. */
  bucket: string;
  /** A separate bucket for contracts, so no bucket policy on the photos can ever expose them. */
  privateBucket?: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** CDN (or bucket website) base that serves `property-images/…`; default: the bucket's own URL. */
  publicUrl?: string;
};

type S3StorageOptions = S3Settings & { client?: S3Client };

/** Photos never change (a new upload gets a new name), so a CDN may keep them for a year. */
const PUBLIC_CACHE = "public, max-age=31536000, immutable";

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Scaleway…), under
 * `<logical bucket>/<key>` so photos and contracts keep their own folders even in one bucket.
 * Contracts have no public URL here: the app reads them with `get()` behind an authorised route.
 */
export function createS3Storage({ client: givenClient, ...settings }: S3StorageOptions): FileStorage {
  const client =
    givenClient ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: several S3-compatible servers reject the newer ones.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  const physicalBucket = (bucket: Bucket) =>
    isPublicBucket(bucket) ? settings.bucket : (settings.privateBucket ?? settings.bucket);
  const objectKey = (bucket: Bucket, key: string) => {
    if (!isSafeKey(key)) throw new Error(`Clave de almacenamiento no válida: ${key}`);
    return `${bucket}/${key}`;
  };
  const publicBase = (settings.publicUrl ?? bucketUrl(settings)).replace(/\/+$/, "");

  return {
    async put(bucket, key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: physicalBucket(bucket),
          Key: objectKey(bucket, key),
          Body: body,
          ContentType: contentType,
          CacheControl: isPublicBucket(bucket) ? PUBLIC_CACHE : "private, no-store",
        }),
      );
    },
    async get(bucket, key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: physicalBucket(bucket), Key: objectKey(bucket, key) }),
        );
        if (!object.Body) return null;
        const body = Buffer.from(await object.Body.transformToByteArray());
        return {
          body,
          contentType: object.ContentType ?? "application/octet-stream",
          size: body.length,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await client.send(
        new DeleteObjectCommand({ Bucket: physicalBucket(bucket), Key: objectKey(bucket, key) }),
      );
    },
    async deletePrefix(bucket, prefix) {
      // A trailing slash, so `user/1` never takes `user/10/…` with it.
      const folder = `${objectKey(bucket, prefix.replace(/\/+$/, ""))}/`;
      const Bucket = physicalBucket(bucket);
      // DeleteObjects takes at most 1.000 keys per call, the size of a listing page.
      let batch: { Key: string }[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }),
        );
        if (result.Errors && result.Errors.length > 0) {
          throw new Error(`No se pudieron borrar ${result.Errors.length} archivos de ${folder}`);
        }
        batch = [];
      };
      for await (const Key of listKeys(client, Bucket, folder)) {
        batch.push({ Key });
        if (batch.length === 1_000) await flush();
      }
      await flush();
    },
    publicUrl(bucket, key) {
      if (!isPublicBucket(bucket)) return null;
      return `${publicBase}/${objectKey(bucket, key)}`;
    },
    async list(bucket, prefix) {
      const folder = prefix.replace(/\/+$/, "");
      const Prefix = folder ? `${objectKey(bucket, folder)}/` : `${bucket}/`;
      const keys: string[] = [];
      for await (const key of listKeys(client, physicalBucket(bucket), Prefix))
        keys.push(key.slice(bucket.length + 1));
      return keys.sort();
    },
  };
}

/** Every key under a prefix, page by page (1.000 per page), following the continuation token. */
async function* listKeys(client: S3Client, Bucket: string, Prefix: string): AsyncGenerator<string> {
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
    for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

/** The bucket's own address, for when no CDN is configured. */
function bucketUrl({ bucket, endpoint, region, forcePathStyle }: S3Settings): string {
  if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`;
  const url = new URL(endpoint);
  if (forcePathStyle) return `${url.origin}${url.pathname.replace(/\/+$/, "")}/${bucket}`;
  return `${url.protocol}//${bucket}.${url.host}`;
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

/** The S3 settings from the environment, or null when files stay on disk. */
export function s3SettingsFromEnv(env: {
  S3_BUCKET?: string;
  S3_PRIVATE_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  S3_PUBLIC_URL?: string;
}): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    privateBucket: env.S3_PRIVATE_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? "us-east-1",
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    // Custom endpoints (MinIO, local servers) usually need path-style addressing.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    publicUrl: env.S3_PUBLIC_URL,
  };
}
