import type { UserKind } from './auth';

/** Permission codes of spec 000 section 6. The BFF enforces them; the web hides what they forbid. */
export const Permission = {
  ALL_FUNCTIONS: 'ALL_FUNCTIONS',
  ALL_FUNCTIONS_READ: 'ALL_FUNCTIONS_READ',
  READ_CLIENT_PAYROLL_PASSWORD: 'READ_CLIENT_PAYROLL_PASSWORD',
  READ_TOPUP_BALANCE: 'READ_TOPUP_BALANCE',
  READ_WALL: 'READ_WALL',
  READ_PATENT_TAX_RETURN_FORM: 'READ_PATENT_TAX_RETURN_FORM',
  READ_STAMP_TAX_RETURN: 'READ_STAMP_TAX_RETURN',
  READ_SMALL_TAX_PAYER: 'READ_SMALL_TAX_PAYER',
  READ_ANNUAL_TAX_RETURN: 'READ_ANNUAL_TAX_RETURN',
  UPDATE_PATENT_TAX_RETURN_FORM: 'UPDATE_PATENT_TAX_RETURN_FORM',
  UPDATE_STAMP_TAX_RETURN: 'UPDATE_STAMP_TAX_RETURN',
  UPDATE_SMALL_TAX_PAYER: 'UPDATE_SMALL_TAX_PAYER',
  UPDATE_ANNUAL_TAX_RETURN: 'UPDATE_ANNUAL_TAX_RETURN',
  READ_CLIENT_INDIVIDUAL: 'READ_CLIENT_INDIVIDUAL',
  UPDATE_CLIENT_INDIVIDUAL: 'UPDATE_CLIENT_INDIVIDUAL',
  READ_TAX_PAYMENT: 'READ_TAX_PAYMENT',
  READ_USER: 'READ_USER',
  UPDATE_HELP: 'UPDATE_HELP',
  UPDATE_PAGE: 'UPDATE_PAGE',
  UPDATE_PRODUCT_TYPE: 'UPDATE_PRODUCT_TYPE',
  UPDATE_PRICING_POLICY: 'UPDATE_PRICING_POLICY',
  UPDATE_RATE: 'UPDATE_RATE',
  UPDATE_THRESHOLD: 'UPDATE_THRESHOLD',
  UPDATE_TEMPLATE: 'UPDATE_TEMPLATE',
  UPDATE_INSTITUTION: 'UPDATE_INSTITUTION',
  UPDATE_DOCUMENT_TYPE: 'UPDATE_DOCUMENT_TYPE',
  UPDATE_LIBRARY: 'UPDATE_LIBRARY',
  UPDATE_CHART_OF_ACCOUNT: 'UPDATE_CHART_OF_ACCOUNT',
  UPDATE_VIDEO: 'UPDATE_VIDEO',
  UPDATE_TAG: 'UPDATE_TAG',
  UPDATE_WITHHOLDING_TAX_TYPE: 'UPDATE_WITHHOLDING_TAX_TYPE',
  UPDATE_SUPPLY_TYPE: 'UPDATE_SUPPLY_TYPE',
  UPDATE_ASSET_CLASS: 'UPDATE_ASSET_CLASS',
  UPDATE_COMPANY_PROFILE: 'UPDATE_COMPANY_PROFILE',
  UPDATE_BANK: 'UPDATE_BANK',
  UPDATE_TAX_SERVICE: 'UPDATE_TAX_SERVICE',
  UPDATE_TAX_ACCOUNT_NUMBER: 'UPDATE_TAX_ACCOUNT_NUMBER',
  UPDATE_PATENT_TAX_PAYABLE: 'UPDATE_PATENT_TAX_PAYABLE',
  UPDATE_DAILY_EXCHANGE_RATE: 'UPDATE_DAILY_EXCHANGE_RATE',
  UPDATE_POSITION: 'UPDATE_POSITION',
  UPDATE_TAX_CODE: 'UPDATE_TAX_CODE',
  UPDATE_CUSTOMER: 'UPDATE_CUSTOMER',
  UPDATE_PAYMENT_METHOD: 'UPDATE_PAYMENT_METHOD',
  UPDATE_COUPON: 'UPDATE_COUPON',
  UPDATE_REFERRAL: 'UPDATE_REFERRAL',
  UPDATE_COUNTRY: 'UPDATE_COUNTRY',
  UPDATE_PROVINCE: 'UPDATE_PROVINCE',
  UPDATE_DISTRICT: 'UPDATE_DISTRICT',
  UPDATE_COMMUNE: 'UPDATE_COMMUNE',
  UPDATE_VILLAGE: 'UPDATE_VILLAGE',
  UPDATE_WALL: 'UPDATE_WALL',
} as const;
export type PermissionCode = (typeof Permission)[keyof typeof Permission];

/** "Master data: any of about 40 UPDATE_* codes." */
export const MASTER_DATA_PERMISSIONS: PermissionCode[] = [
  Permission.UPDATE_HELP, Permission.UPDATE_PAGE, Permission.UPDATE_PRODUCT_TYPE, Permission.UPDATE_PRICING_POLICY,
  Permission.UPDATE_RATE, Permission.UPDATE_THRESHOLD, Permission.UPDATE_TEMPLATE, Permission.UPDATE_INSTITUTION,
  Permission.UPDATE_DOCUMENT_TYPE, Permission.UPDATE_LIBRARY, Permission.UPDATE_CHART_OF_ACCOUNT, Permission.UPDATE_VIDEO,
  Permission.UPDATE_TAG, Permission.UPDATE_WITHHOLDING_TAX_TYPE, Permission.UPDATE_SUPPLY_TYPE, Permission.UPDATE_ASSET_CLASS,
  Permission.UPDATE_COMPANY_PROFILE, Permission.UPDATE_BANK, Permission.UPDATE_TAX_SERVICE, Permission.UPDATE_TAX_ACCOUNT_NUMBER,
  Permission.UPDATE_PATENT_TAX_PAYABLE, Permission.UPDATE_DAILY_EXCHANGE_RATE, Permission.UPDATE_POSITION, Permission.UPDATE_TAX_CODE,
  Permission.UPDATE_CUSTOMER, Permission.UPDATE_PAYMENT_METHOD, Permission.UPDATE_COUPON, Permission.UPDATE_REFERRAL,
  Permission.UPDATE_COUNTRY, Permission.UPDATE_PROVINCE, Permission.UPDATE_DISTRICT, Permission.UPDATE_COMMUNE,
  Permission.UPDATE_VILLAGE, Permission.UPDATE_WALL,
];

/**
 * OR: any code named, and ALL_FUNCTIONS / ALL_FUNCTIONS_READ stand in for any; AND: every code named;
 * ANY_NAMED: any code named and nothing else (for the spec's explicit lists such as "READ_WALL (or ALL_FUNCTIONS):
 * notifications", which ALL_FUNCTIONS_READ does not open).
 */
export type PermissionOp = 'OR' | 'AND' | 'ANY_NAMED';

/**
 * A requirement as navigation items, pages and routes carry it. Empty `permission` means no code is needed; absent
 * `kinds` means every kind of account (staff, customer, vendor) may pass.
 */
export interface AccessRule {
  permission?: PermissionCode[];
  permissionOp?: PermissionOp;
  hasRole?: number;
  /**
   * The kinds of account the rule admits (e.g. only 'staff' for the firm's internal tools). Who an account is, not
   * what it was granted: no permission code, ALL_FUNCTIONS included, stands in for it.
   */
  kinds?: readonly UserKind[];
  /**
   * Alternatives: the rule admits a grant that any of them admits (after `kinds` and `hasRole` above, when given). For
   * a page the spec reaches by different codes in different layouts (the users page: READ_CLIENT_INDIVIDUAL AND
   * ALL_FUNCTIONS in the default menu, UPDATE_CLIENT_INDIVIDUAL in the horizontal one).
   */
  anyOf?: readonly AccessRule[];
}

export interface Grant {
  permissions: readonly string[];
  role: number;
  kind: UserKind;
}

/**
 * The one access check, shared by server and client. ALL_FUNCTIONS and ALL_FUNCTIONS_READ "open almost
 * everything": they satisfy an OR rule, but an AND rule still needs every code it names. A rule's `kinds` comes
 * first: an account of another kind is refused whatever codes it holds.
 */
export function isAllowed(rule: AccessRule, grant: Grant): boolean {
  if (rule.kinds !== undefined && !rule.kinds.includes(grant.kind)) return false;
  if (rule.hasRole !== undefined && rule.hasRole !== grant.role) return false;
  if (rule.anyOf !== undefined && !rule.anyOf.some((alternative) => isAllowed(alternative, grant))) return false;
  const codes = rule.permission ?? [];
  if (codes.length === 0) return true;
  const has = (c: string) => grant.permissions.includes(c);
  const op = rule.permissionOp ?? 'OR';
  if (op === 'AND') return codes.every(has);
  if (op === 'ANY_NAMED') return codes.some(has);
  return codes.some(has) || has(Permission.ALL_FUNCTIONS) || has(Permission.ALL_FUNCTIONS_READ);
}

export function hasAny(grant: Pick<Grant, 'permissions'>, ...codes: PermissionCode[]): boolean {
  return codes.some((c) => grant.permissions.includes(c));
}
