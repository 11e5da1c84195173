/** Header that scopes a request to a tenant (spec: "a tax-related tenant header"). */
export const TENANT_HEADER = 'x-tenant-id';
export const DEFAULT_TENANT = 'cis';
export const APP_NAME = 'Cis';
export const TOKEN_ISSUER = 'Cis';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** Largest JSON body the BFF accepts. */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export const HEALTH_PATH = 'health';
export const OPENAPI_PATH = 'api/docs';
