// Git's name for a blob: the hash of `blob <size>\0` and the bytes (SHA-1, or SHA-256 in a repository that
// uses it: 64 hex digits). Kept copies of files are named by it and checked against it.
import { createHash } from 'node:crypto';

/** A blob id as git prints it: 40 hex digits (SHA-1) or 64 (SHA-256). */
export const BLOB_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** The id git gives a blob of these bytes (`git hash-object`); `like` picks the hash by an id's length. */
export function blobId(bytes: Uint8Array, like?: string): string {
  return createHash(like?.length === 64 ? 'sha256' : 'sha1')
    .update(`blob ${bytes.length}\0`)
    .update(bytes)
    .digest('hex');
}
