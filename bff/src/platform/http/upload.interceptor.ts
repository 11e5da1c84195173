import { Injectable, mixin, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { PayloadTooLarge, Refused } from '@cis/contracts';

/** What a multipart upload of one file accepts; every refusal names `field`. */
export interface UploadRules {
  /** The part that carries the file. */
  field: string;
  /** The text parts sent with it, named in the refusal of a body that is not multipart. */
  textFields: readonly string[];
  /** How many text parts multer reads at the most (more answer 400 `uploadRefused`). */
  maxTextFields: number;
  /** What the file is, in the refusals' messages ('attachment', 'picture'). */
  noun: string;
  /** The largest text part, in bytes (1 KiB unless said). */
  fieldSize?: number;
  /**
   * Multer stops reading the file one byte past `maxBytes`, so a larger file is never read whole. The file's own
   * limit answers 413 (`status: 413`, params `{max, field}`); a guard above a limit the command words itself
   * answers 400 (`status: 400`).
   */
  tooLarge: { maxBytes: number; status: 400 | 413; code: string; message: string };
  /** When set, a request without the file, or with an empty one, is refused (400 `required`, `emptyFile`). */
  required?: boolean;
  /**
   * When set, the file is judged by its first bytes: `recognise` names its type, which must be one of `allowed`
   * (else 400 `fileType`). The name and the type the browser declared are never trusted.
   */
  accept?: { allowed: readonly string[]; recognise: (head: Uint8Array) => string | null; message: string };
}

/** How many leading bytes `accept.recognise` sees. */
const RECOGNISED_HEAD_BYTES = 16;

/**
 * An interceptor that reads a multipart upload of one file into memory (`request.file`) before the route runs,
 * under the rules given: `@UseInterceptors(uploadInterceptor({ field: 'file', ... }))`. Whatever it refuses (not
 * multipart, too large, a second file or an unexpected part, missing, empty, of a type not accepted) is a 4xx in the
 * error envelope naming the field, never a 500.
 */
export function uploadInterceptor(rules: UploadRules): Type<NestInterceptor> {
  const { field, tooLarge } = rules;
  const refused = (code: string, message: string) => new Refused(code, message, { field });

  @Injectable()
  class UploadInterceptor implements NestInterceptor {
    private readonly upload = multer({
      storage: multer.memoryStorage(),
      limits: {
        fileSize: tooLarge.maxBytes, files: 1, fields: rules.maxTextFields, fieldSize: rules.fieldSize ?? 1024, parts: rules.maxTextFields + 1,
      },
    }).single(field);

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const request = http.getRequest<Request>();
      if (!request.is('multipart/form-data')) {
        const names = [field, ...rules.textFields].map((name) => `"${name}"`);
        const where = names.length === 1 ? `in the field ${names[0]}` : `with the fields ${names.join(', ')}`;
        throw refused('multipartRequired', `Send the ${rules.noun} as multipart/form-data ${where}.`);
      }
      await new Promise<void>((resolve, reject) => {
        this.upload(request, http.getResponse<Response>(), (error: unknown) => (error ? reject(uploadError(error)) : resolve()));
      });
      check(request.file);
      return next.handle();
    }
  }

  function uploadError(error: unknown): Refused | PayloadTooLarge {
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      return tooLarge.status === 413
        ? new PayloadTooLarge(tooLarge.code, tooLarge.message, { max: tooLarge.maxBytes, field })
        : refused(tooLarge.code, tooLarge.message);
    }
    const message = error instanceof multer.MulterError
      ? error.code === 'LIMIT_UNEXPECTED_FILE' ? `Only one file, in the "${field}" field, is accepted.` : `The upload was refused: ${error.message}.`
      : 'The upload could not be read.';
    return refused('uploadRefused', message);
  }

  function check(file: Express.Multer.File | undefined): void {
    if (!file) {
      if (rules.required) throw refused('required', `Send the ${rules.noun} in the "${field}" field.`);
      return;
    }
    if (rules.required && file.size === 0) throw refused('emptyFile', `The ${rules.noun} is empty.`);
    if (rules.accept) {
      const head = new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, Math.min(file.buffer.length, RECOGNISED_HEAD_BYTES));
      const type = rules.accept.recognise(head);
      if (!type || !rules.accept.allowed.includes(type)) throw refused('fileType', rules.accept.message);
    }
  }

  return mixin(UploadInterceptor);
}
