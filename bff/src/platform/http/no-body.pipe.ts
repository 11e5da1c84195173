import { Injectable, type PipeTransform } from '@nestjs/common';
import { ValidationFailed } from '../errors/error-envelope.filter';

/**
 * For calls the spec gives no payload (POST a blank contact or product): a body with fields is refused like an
 * unknown DTO field, instead of being silently ignored. Use as `@Body(NoBodyPipe) _body: unknown`.
 */
@Injectable()
export class NoBodyPipe implements PipeTransform {
  transform(value: unknown): undefined {
    const fields = value !== null && typeof value === 'object' ? Object.keys(value) : [];
    if (fields.length > 0) {
      throw new ValidationFailed(fields.map((field) => ({
        field, userMessage: `${field} is not an accepted field.`, developerMessage: `property ${field} should not exist`,
      })));
    }
    return undefined;
  }
}
