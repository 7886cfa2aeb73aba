import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathTo, ROUTES } from "#app/urls";

/** The buckets: photos are public, contracts are private (served only through authorised routes). */
export const BUCKETS = {
  propertyImages: "property-images",
  propertyContracts: "property-contracts",
} as const;
export type Bucket = (typeof BUCKETS)[keyof typeof BUCKETS];
const PUBLIC_BUCKETS: ReadonlySet<Bucket> = new Set([BUCKETS.propertyImages]);
export const isPublicBucket = (bucket: Bucket) => PUBLIC_BUCKETS.has(bucket);

export type StoredFile = { body: Buffer; contentType: string; size: number };

export interface FileStorage {
  put(bucket: Bucket, key: string, body: Buffer, contentType: string): Promise<void>;
  get(bucket: Bucket, key: string): Promise<StoredFile | null>;
  delete(bucket: Bucket, key: string): Promise<void>;
  /** Removes every file under a folder, e.g. `{userId}/{propertyId}/`. */
  deletePrefix(bucket: Bucket, prefix: string): Promise<void>;
  /** Where the browser fetches a public file; null for private buckets. */
  publicUrl(bucket: Bucket, key: string): string | null;
  /** Every key under a folder (sorted), for sweeps of orphaned files and for tests. */
  list(bucket: Bucket, prefix: string): Promise<string[]>;
}

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
};

/** Keys are built by us, but checked anyway: no '..', no absolute paths, only safe characters. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    /^[A-Za-z0-9._\-/]+$/.test(key) &&
    !key.startsWith("/") &&
    !key.split("/").some((part) => part === ".." || part === "." || part === "")
  );
}

/** Files on the local disk under `<rootDir>/<bucket>/<key>`: the default outside production. */
export function createDiskStorage(rootDir: string): FileStorage {
  const resolve = (bucket: Bucket, key: string) => {
    if (!isSafeKey(key)) throw new Error(`Clave de almacenamiento no válida: ${key}`);
    return path.join(rootDir, bucket, key);
  };
  return {
    async put(bucket, key, body) {
      const file = resolve(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename would be atomic; a partially written file is cleaned by its caller on error.
      await writeFile(file, body);
    },
    async get(bucket, key) {
      if (!isSafeKey(key)) return null;
      const file = resolve(bucket, key);
      try {
        const [body, info] = await Promise.all([readFile(file), stat(file)]);
        const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
        return { body, contentType, size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await rm(resolve(bucket, key), { force: true });
    },
    async deletePrefix(bucket, prefix) {
      const trimmed = prefix.replace(/\/+$/, "");
      await rm(resolve(bucket, trimmed), { recursive: true, force: true });
    },
    publicUrl(bucket, key) {
      return PUBLIC_BUCKETS.has(bucket) ? pathTo(ROUTES.files, { "*": `${bucket}/${key}` }) : null;
    },
    async list(bucket, prefix) {
      const folder = prefix.replace(/\/+$/, "");
      const base = path.join(rootDir, bucket);
      const dir = folder ? resolve(bucket, folder) : base;
      try {
        const entries = await readdir(dir, { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) =>
            path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
          )
          .sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
    },
  };
}

let storage: FileStorage | undefined;

/** Files on disk under `rootDir`, or a ready-made storage (S3, chosen by the server from `S3_*`). */
export function configureStorage(options: { rootDir: string } | { storage: FileStorage }): FileStorage {
  storage = "storage" in options ? options.storage : createDiskStorage(options.rootDir);
  return storage;
}

export function getStorage(): FileStorage {
  if (!storage) throw new Error("El almacenamiento de archivos no está configurado.");
  return storage;
}
