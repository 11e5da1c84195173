import { ValidationFailed } from './error-envelope.filter';

/** Why a field the DTO let through is refused: it names nothing, it names one thing twice, or the state forbids it. */
export type FieldRefusal = 'unknownReference' | 'duplicate' | 'invalid';

/**
 * A body field the DTO let through but the state refuses: above all an id that names nothing (a tag, label, folder,
 * list, contact, country ...), or one id given twice. Answered 400 with the field named in `errors`, like any
 * invalid field, and a code clients word in their own language. The resource a call addresses is different: a
 * missing one answers 404.
 */
export function refusedField(field: string, message: string, code: FieldRefusal = 'unknownReference'): ValidationFailed {
  return new ValidationFailed([{ field, code, userMessage: message, developerMessage: message }]);
}
