import { BadRequestException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { BODY_LIMIT_BYTES, CONTACT_AVATAR_FIELDS } from '@cis/contracts';

/**
 * Reads the multipart body of the avatar upload into memory: one file part named `avatar` and the `id` field.
 * Multer's own limit is the general body limit (so the size rule of 1 MiB is answered by the decider with a clear
 * 400); anything multer refuses (too large, a second file, an unexpected part) is a 400 too, never a 413 or 500.
 */
@Injectable()
export class AvatarUploadInterceptor implements NestInterceptor {
  private readonly upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: BODY_LIMIT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  }).single(CONTACT_AVATAR_FIELDS.file);

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (!request.is('multipart/form-data')) {
      throw new BadRequestException('Send the avatar as multipart/form-data with the fields id and avatar.');
    }
    await new Promise<void>((resolve, reject) => {
      this.upload(request, http.getResponse<Response>(), (error: unknown) => {
        if (!error) return resolve();
        const message = error instanceof multer.MulterError
          ? error.code === 'LIMIT_FILE_SIZE' ? 'avatar: the image is larger than 1 MiB.'
            : error.code === 'LIMIT_UNEXPECTED_FILE' ? `Only one file, in the "${CONTACT_AVATAR_FIELDS.file}" field, is accepted.`
            : `The upload was refused: ${error.message}.`
          : 'The upload could not be read.';
        reject(new BadRequestException(message));
      });
    });
    return next.handle();
  }
}
