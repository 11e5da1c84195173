import { CLIENT_DOCUMENT_CONTENT_TYPES, CLIENT_DOCUMENT_FIELDS, CLIENT_LIMITS, sniffDocumentType } from '@cis/contracts';
import { uploadInterceptor } from '../platform/http/upload.interceptor';

const maxBytes = CLIENT_LIMITS.documentMaxBytes;

/**
 * A client document: one file part named `file` and the `typeCode` field. Multer stops at the limit and one byte, so
 * a bigger file answers 413 naming `file` without being read whole; a missing or empty file, one that is no PDF, PNG
 * or JPEG by its bytes and any other multipart problem are a 400 naming `file`.
 */
export const DocumentUploadInterceptor = uploadInterceptor({
  field: CLIENT_DOCUMENT_FIELDS.file, textFields: [CLIENT_DOCUMENT_FIELDS.typeCode], maxTextFields: 3, noun: 'document',
  tooLarge: { maxBytes, status: 413, code: 'documentTooLarge', message: `The document is larger than ${maxBytes / 1024 / 1024} MiB.` },
  required: true,
  accept: { allowed: CLIENT_DOCUMENT_CONTENT_TYPES, recognise: sniffDocumentType, message: 'The file is not a PDF, PNG or JPEG (judged by its content).' },
});
