import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { BODY_LIMIT_BYTES, PROFILE_AVATAR_FIELD, PROFILE_AVATAR_MAX_BYTES } from '@cis/contracts';
import { ValidationFailed } from '../platform/errors/error-envelope.filter';

const refused = (code: string, message: string) =>
  new ValidationFailed([{ field: PROFILE_AVATAR_FIELD, code, userMessage: message, developerMessage: message }]);

/**
 * Reads the multipart body of the profile picture into memory: one file part named `avatar`. Multer stops reading at
 * the general body limit; the picture's own limit (PROFILE_AVATAR_MAX_BYTES) and its type are the command's rules.
 * Anything multer refuses is a 400 naming `avatar`, never a 413 or 500.
 */
@Injectable()
export class ProfileAvatarUploadInterceptor implements NestInterceptor {
  private readonly upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: Math.max(BODY_LIMIT_BYTES, PROFILE_AVATAR_MAX_BYTES + 1), files: 1, fields: 2, fieldSize: 256, parts: 3 },
  }).single(PROFILE_AVATAR_FIELD);

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (!request.is('multipart/form-data')) throw refused('required', 'Send the picture as multipart/form-data in the field "avatar".');
    await new Promise<void>((resolve, reject) => {
      this.upload(request, http.getResponse<Response>(), (error: unknown) => {
        if (!error) return resolve();
        reject(error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE'
          ? refused('tooLarge', `The picture is larger than ${PROFILE_AVATAR_MAX_BYTES / 1024} KiB.`)
          : refused('invalid', 'Only one file, in the field "avatar", is accepted.'));
      });
    });
    return next.handle();
  }
}
