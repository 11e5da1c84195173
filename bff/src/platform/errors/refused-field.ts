import { ValidationFailed } from './error-envelope.filter';

/**
 * A body field the DTO let through but the state refuses: above all an id that names nothing (a tag, label, folder,
 * list, contact, country ...), or one id given twice. Answered 400 with the field named in `errors`, like any
 * invalid field. The resource a call addresses is different: a missing one answers 404.
 */
export function refusedField(field: string, message: string): ValidationFailed {
  return new ValidationFailed([{ field, userMessage: message, developerMessage: message }]);
}
