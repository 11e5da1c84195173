import { TAX_RETURN_ATTACHMENT_FIELDS, TAX_RETURN_ATTACHMENT_LIMITS, sniffDocumentType } from '@cis/contracts';
import { uploadInterceptor } from '../platform/http/upload.interceptor';

const { maxBytes } = TAX_RETURN_ATTACHMENT_LIMITS;

/**
 * A return's attachment: one file part named `file` and the `kind` field. Multer stops at the limit and one byte, so
 * a bigger file answers 413 naming `file` without being read whole; a missing or empty file, one that is no PDF, PNG
 * or JPEG by its bytes and any other multipart problem are a 400 naming `file`.
 */
export const AttachmentUploadInterceptor = uploadInterceptor({
  field: TAX_RETURN_ATTACHMENT_FIELDS.file, textFields: [TAX_RETURN_ATTACHMENT_FIELDS.kind], maxTextFields: 2, noun: 'attachment',
  tooLarge: { maxBytes, status: 413, code: 'attachmentTooLarge', message: `The file is larger than ${maxBytes / 1024 / 1024} MiB.` },
  required: true,
  accept: { allowed: TAX_RETURN_ATTACHMENT_LIMITS.contentTypes, recognise: sniffDocumentType, message: 'The file is not a PDF, PNG or JPEG (judged by its content).' },
});
