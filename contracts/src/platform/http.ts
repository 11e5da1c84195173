/** Header that scopes a request to a tenant (spec: "a tax-related tenant header"). */
export const TENANT_HEADER = 'x-tenant-id';
export const DEFAULT_TENANT = 'cis';
export const APP_NAME = 'Cis';
export const TOKEN_ISSUER = 'Cis';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** Largest JSON body the BFF accepts. */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/**
 * Most keys one object of a request may carry, and most keys a whole request may carry. No DTO has more than a few
 * dozen fields or takes a dictionary; the largest legitimate body (1,000 cards of a bulk patch, 7 fields each) has
 * about 7,000 keys. class-transformer de-duplicates an object's keys with indexOf (quadratic in its key count), so a
 * 2 MiB body of 150,000 keys held the event loop for 11 s; beyond these numbers a body is refused before validation.
 */
export const MAX_OBJECT_KEYS = 200;
export const MAX_REQUEST_KEYS = 20_000;
/** The envelope lists at most this many field errors, then says how many more there were (errorsOmitted). */
export const MAX_LISTED_FIELD_ERRORS = 20;

export const HEALTH_PATH = 'health';
export const OPENAPI_PATH = 'api/docs';

/**
 * Read-your-writes across instances (issue 16): every answer carries the log position it reflects in this header, and
 * the web client sends back the highest position it knows (from answers and pushes); an instance answers from memory
 * only once it has seen at least that position.
 */
export const POSITION_HEADER = 'x-cis-position';
/**
 * A read that sends no POSITION_HEADER (an API client; the web client always sends one) may miss another instance's
 * commits acknowledged at most this long before it, never older; it never misses the answering instance's own commits,
 * nor anything the same connection was answered before.
 */
export const NO_POSITION_STALENESS_MS = 100;
