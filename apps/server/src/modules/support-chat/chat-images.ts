import { maxChatImageBytes } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import { newStorageKey, type FileStorage } from '../../platform/file-storage.ts';
import { sniffImageType, type ImageType } from '../../platform/uploads.service.ts';

/**
 * Checks a chat image by its bytes (the uploads' checker): png or jpeg as declared, at most
 * 2 MB; else upload_type / upload_too_large, before anything is written. Answers where the
 * bytes were put.
 */
export async function storeChatImage(
  storage: FileStorage,
  input: { merchantId: number; declaredType: string; bytes: Buffer },
): Promise<{ storageKey: string; contentType: ImageType; sizeBytes: number }> {
  const { bytes } = input;
  if (bytes.length > maxChatImageBytes) throw new AppError('upload_too_large');
  const actual = sniffImageType(bytes);
  if (!actual || actual !== input.declaredType) throw new AppError('upload_type');
  const storageKey = newStorageKey(input.merchantId);
  await storage.put(storageKey, bytes, actual);
  return { storageKey, contentType: actual, sizeBytes: bytes.length };
}

/** The bytes of a chat image; bytes gone missing read as not found. */
export async function readChatImageBytes(
  storage: FileStorage,
  image: { storageKey: string },
): Promise<Buffer> {
  const bytes = await storage.get(image.storageKey);
  if (!bytes) throw new AppError('file_not_found');
  return bytes;
}
