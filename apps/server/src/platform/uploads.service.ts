import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { maxUploadBytes, type uploadPurposes } from '@lobby/contracts';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/rows.ts';
import { storedFiles } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import { newStorageKey, type FileStorage } from './file-storage.ts';

export type UploadPurpose = (typeof uploadPurposes)[number];
export type ImageType = 'image/png' | 'image/jpeg';
export type StoredFileRow = typeof storedFiles.$inferSelect;

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type the bytes really are (by their signature), or undefined. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, pngSignature.length).equals(pngSignature)) return 'image/png';
  if (bytes.subarray(0, jpegSignature.length).equals(jpegSignature)) return 'image/jpeg';
  return undefined;
}

/**
 * Stores a member's proof image: refuses anything whose bytes are not the declared png or jpeg
 * (upload_type) or above 5 MB (upload_too_large) before a byte is written.
 */
export async function storeUpload(
  deps: { db: Db; storage: FileStorage },
  input: {
    merchantId: number;
    memberId: number;
    purpose: UploadPurpose;
    declaredType: string;
    bytes: Buffer;
  },
): Promise<{ fileId: number }> {
  const { bytes } = input;
  if (bytes.length > maxUploadBytes) throw new AppError('upload_too_large');
  const actual = sniffImageType(bytes);
  if (!actual || actual !== input.declaredType) throw new AppError('upload_type');
  const storageKey = newStorageKey(input.merchantId);
  // bytes first: a row must never point at a file that is not there
  await deps.storage.put(storageKey, bytes, actual);
  const [row] = await deps.db
    .insert(storedFiles)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      purpose: input.purpose,
      contentType: actual,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
    })
    .returning({ id: storedFiles.id });
  return { fileId: row!.id };
}

/**
 * The member's own uploaded file, for deposits and withdrawals to check a `proofFileId`
 * (pass their transaction as `db`). Someone else's file, another purpose or no such file are
 * all file_not_found, so ids of other members' files reveal nothing.
 */
export async function findOwnedFile(
  db: Executor,
  input: { merchantId: number; memberId: number; fileId: number; purpose?: UploadPurpose },
): Promise<StoredFileRow> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, input.fileId),
        eq(storedFiles.merchantId, input.merchantId),
        eq(storedFiles.memberId, input.memberId),
        input.purpose ? eq(storedFiles.purpose, input.purpose) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw new AppError('file_not_found');
  return row;
}

/**
 * A file of the brand with its bytes, whoever uploaded it: for the back office reviewing a
 * proof (the caller has checked the staff role). Members go through findOwnedFile.
 */
export async function readBrandFile(
  deps: { db: Db; storage: FileStorage },
  input: { merchantId: number; fileId: number },
): Promise<{ file: StoredFileRow; bytes: Buffer }> {
  const [file] = await deps.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, input.fileId), eq(storedFiles.merchantId, input.merchantId)))
    .limit(1);
  if (!file) throw new AppError('file_not_found');
  return { file, bytes: await bytesOf(deps.storage, file) };
}

/** The bytes of a stored file; a row whose bytes are gone reads as not found. */
export async function bytesOf(storage: FileStorage, file: StoredFileRow): Promise<Buffer> {
  const bytes = await storage.get(file.storageKey);
  if (!bytes) throw new AppError('file_not_found');
  return bytes;
}
