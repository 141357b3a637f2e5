import { useRef } from 'react';
import { uploadFile, type UploadPurpose } from './api/upload-file.ts';

/**
 * A form's proof image, uploaded once per chosen file: a retry of the same form (after a
 * refusal or a lost answer) attaches the file already uploaded instead of sending it again.
 */
export function useProofUpload(purpose: UploadPurpose) {
  const uploaded = useRef<{ file: File; fileId: number } | null>(null);
  return {
    /** The file id of `file`, uploading it unless it is the one uploaded last. */
    async fileIdOf(file: File): Promise<number> {
      if (uploaded.current?.file !== file) {
        const { fileId } = await uploadFile(file, purpose);
        uploaded.current = { file, fileId };
      }
      return uploaded.current.fileId;
    },
    /** The upload was used: the next submission starts with a new file. */
    forget() {
      uploaded.current = null;
    },
  };
}
