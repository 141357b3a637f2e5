/* The image upload (PUT /wps/files): the wallet's proofs and the activities' applications. */
import { apiPaths, maxUploadBytes, type uploadFile as uploadFileEndpoint } from '@lobby/contracts';
import { apiCall, routeTo } from './api-client.ts';

const uploadFileRoute = routeTo<typeof uploadFileEndpoint>('PUT', apiPaths.uploads);

/** What an uploaded image proves. */
export type UploadPurpose =
  'deposit_proof' | 'withdrawal_proof' | 'activity_application' | 'feedback_screenshot';

/** The image types the server takes (it checks the bytes as well, not only this header). */
export const acceptedImageTypes: readonly string[] = ['image/png', 'image/jpeg'];

/** Largest proof image, as the server enforces it (contracts: maxUploadBytes). */
export const maxProofImageBytes = maxUploadBytes;

/**
 * PUT /wps/files?purpose=… (token): the raw image as the body with its content type; answers
 * the file's id, which only this member can attach to a deposit or a withdrawal.
 */
export function uploadFile(
  file: File,
  purpose: UploadPurpose,
  signal?: AbortSignal,
): Promise<{ fileId: number }> {
  const typed = file.type ? file : new Blob([file], { type: imageTypeOf(file) });
  // a 5 MB photo over a slow phone link takes a while
  return apiCall(uploadFileRoute, {
    query: { purpose },
    file: typed,
    signal,
    timeoutMs: 120_000,
  });
}

/**
 * The image type of a chosen file: what the browser says, or, when it says nothing (some
 * phones), what the name's extension says; '' when neither names a png or jpg.
 */
export function imageTypeOf(file: { type: string; name?: string }): string {
  if (file.type) return file.type;
  const extension = /\.([a-z]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase();
  if (extension === 'png') return 'image/png';
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  return '';
}

/** Why an image cannot be a proof, checked before uploading; null when it can. */
export function proofImageProblem(file: {
  type: string;
  name?: string;
  size: number;
}): 'type' | 'size' | null {
  if (!acceptedImageTypes.includes(imageTypeOf(file))) return 'type';
  if (file.size > maxProofImageBytes) return 'size';
  return null;
}
