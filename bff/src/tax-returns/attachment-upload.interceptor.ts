import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { PayloadTooLarge, Refused, TAX_RETURN_ATTACHMENT_FIELDS, TAX_RETURN_ATTACHMENT_LIMITS } from '@cis/contracts';

const { maxBytes } = TAX_RETURN_ATTACHMENT_LIMITS;

/**
 * Reads a return's attachment into memory: one file part named `file` and the `kind` field. Multer stops at the
 * limit and one byte, so a bigger file answers 413 naming `file` without being read whole; any other multipart
 * problem is a 400 naming `file`.
 */
@Injectable()
export class AttachmentUploadInterceptor implements NestInterceptor {
  private readonly upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  }).single(TAX_RETURN_ATTACHMENT_FIELDS.file);

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const field = TAX_RETURN_ATTACHMENT_FIELDS.file;
    if (!request.is('multipart/form-data')) {
      throw new Refused('multipartRequired', 'Send the attachment as multipart/form-data with the fields file and kind.', { field });
    }
    await new Promise<void>((resolve, reject) => {
      this.upload(request, http.getResponse<Response>(), (error: unknown) => {
        if (!error) return resolve();
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
          return reject(new PayloadTooLarge('attachmentTooLarge', `The file is larger than ${maxBytes / 1024 / 1024} MiB.`, { max: maxBytes, field }));
        }
        const message = error instanceof multer.MulterError
          ? error.code === 'LIMIT_UNEXPECTED_FILE' ? `Only one file, in the "${field}" field, is accepted.` : `The upload was refused: ${error.message}.`
          : 'The upload could not be read.';
        reject(new Refused('uploadRefused', message, { field }));
      });
    });
    return next.handle();
  }
}
