import { BadRequestException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { CLIENT_DOCUMENT_FIELDS, CLIENT_LIMITS, PayloadTooLarge } from '@cis/contracts';

/**
 * Reads a client document upload into memory: one file part named `file` and the `typeCode` field. Multer stops at
 * 10 MiB and one byte, so a bigger file answers 413 without being read whole; any other multipart problem is a 400.
 */
@Injectable()
export class DocumentUploadInterceptor implements NestInterceptor {
  private readonly upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: CLIENT_LIMITS.documentMaxBytes, files: 1, fields: 3, fieldSize: 1024, parts: 4 },
  }).single(CLIENT_DOCUMENT_FIELDS.file);

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (!request.is('multipart/form-data')) {
      throw new BadRequestException('Send the document as multipart/form-data with the fields typeCode and file.');
    }
    await new Promise<void>((resolve, reject) => {
      this.upload(request, http.getResponse<Response>(), (error: unknown) => {
        if (!error) return resolve();
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
          return reject(new PayloadTooLarge('documentTooLarge', 'The document is larger than 10 MiB.', { max: CLIENT_LIMITS.documentMaxBytes }));
        }
        const message = error instanceof multer.MulterError
          ? error.code === 'LIMIT_UNEXPECTED_FILE' ? `Only one file, in the "${CLIENT_DOCUMENT_FIELDS.file}" field, is accepted.`
            : `The upload was refused: ${error.message}.`
          : 'The upload could not be read.';
        reject(new BadRequestException(message));
      });
    });
    return next.handle();
  }
}
