/**
 * Where uploaded files go. The default writes under ${DATA_DIR}/uploads and is served at
 * /media/uploads/…; an object store (S3, OSS …) implements the same interface for N instances.
 */
export interface Storage {
  /** Stores bytes under key (e.g. `avatars/<sha256>.png`) and returns the public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The folder of the local storage, whose files this server serves at /media/uploads/; absent for an object store. */
  readonly localRoot?: string;
}

/** Keys are content-addressed: folder/sha256.ext — nothing else is accepted or served. */
export const STORAGE_KEY_PATTERN = /^[a-z]+\/[0-9a-f]{64}\.(png|jpg|webp)$/;
