// the upload lives in lib/ (the activities' applications use it too); the wallet keeps its name
export {
  acceptedImageTypes,
  imageTypeOf,
  maxProofImageBytes,
  proofImageProblem,
  uploadFile,
  type UploadPurpose,
} from '../../../lib/image-upload.ts';
