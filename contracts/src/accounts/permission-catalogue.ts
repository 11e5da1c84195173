import { Permission, type PermissionCode } from '../auth/permissions';
import type { PermissionDescription, PermissionGroup } from './accounts';

type Entry = [group: PermissionGroup, en: string, km: string];

/**
 * Every permission code of spec s6 with what it opens, in English and Khmer (GET api/permissions, the accounts
 * screens' code picker). Declared here once; a code added to Permission without a line here fails the type check.
 */
const CATALOGUE: Record<PermissionCode, Entry> = {
  ALL_FUNCTIONS: ['administration', 'Every function: read and change everything, manage accounts and grant any code', 'មុខងារទាំងអស់៖ អាន និងកែប្រែគ្រប់យ៉ាង គ្រប់គ្រងគណនី និងផ្តល់សិទ្ធិណាមួយ'],
  ALL_FUNCTIONS_READ: ['administration', 'Read everything, change nothing', 'អានគ្រប់យ៉ាង ដោយមិនកែប្រែអ្វីទាំងអស់'],
  READ_USER: ['administration', 'Read staff accounts (user management) and e-filing tasks', 'អានគណនីបុគ្គលិក (ការគ្រប់គ្រងអ្នកប្រើ) និងកិច្ចការដាក់លិខិតតាមអេឡិចត្រូនិក'],
  READ_WALL: ['other', 'Receive notifications', 'ទទួលការជូនដំណឹង'],
  READ_TOPUP_BALANCE: ['payments', 'Top up the balance', 'បញ្ចូលទឹកប្រាក់ក្នុងសមតុល្យ'],
  READ_CLIENT_PAYROLL_PASSWORD: ['clients', 'Read and answer clients\' payroll password requests', 'អាន និងឆ្លើយតបសំណើពាក្យសម្ងាត់បើកប្រាក់បៀវត្សរបស់អតិថិជន'],
  READ_PATENT_TAX_RETURN_FORM: ['tax-returns', 'Read patent tax returns', 'អានលិខិតប្រកាសពន្ធប៉ាតង់'],
  READ_STAMP_TAX_RETURN: ['tax-returns', 'Read stamp tax returns', 'អានលិខិតប្រកាសពន្ធត្រា'],
  READ_SMALL_TAX_PAYER: ['tax-returns', 'Read monthly returns of small taxpayers', 'អានលិខិតប្រកាសប្រចាំខែរបស់អ្នកជាប់ពន្ធតូច'],
  READ_ANNUAL_TAX_RETURN: ['tax-returns', 'Read annual tax returns', 'អានលិខិតប្រកាសពន្ធប្រចាំឆ្នាំ'],
  UPDATE_PATENT_TAX_RETURN_FORM: ['tax-returns', 'Prepare and change patent tax returns', 'រៀបចំ និងកែប្រែលិខិតប្រកាសពន្ធប៉ាតង់'],
  UPDATE_STAMP_TAX_RETURN: ['tax-returns', 'Prepare and change stamp tax returns', 'រៀបចំ និងកែប្រែលិខិតប្រកាសពន្ធត្រា'],
  UPDATE_SMALL_TAX_PAYER: ['tax-returns', 'Prepare and change monthly returns of small taxpayers', 'រៀបចំ និងកែប្រែលិខិតប្រកាសប្រចាំខែរបស់អ្នកជាប់ពន្ធតូច'],
  UPDATE_ANNUAL_TAX_RETURN: ['tax-returns', 'Prepare and change annual tax returns', 'រៀបចំ និងកែប្រែលិខិតប្រកាសពន្ធប្រចាំឆ្នាំ'],
  READ_CLIENT_INDIVIDUAL: ['clients', 'Read clients and the customer accounts that act for them', 'អានអតិថិជន និងគណនីអតិថិជនដែលធ្វើការជំនួសពួកគេ'],
  UPDATE_CLIENT_INDIVIDUAL: ['clients', 'Change clients and the customer accounts that act for them', 'កែប្រែអតិថិជន និងគណនីអតិថិជនដែលធ្វើការជំនួសពួកគេ'],
  READ_TAX_PAYMENT: ['payments', 'Read payment transactions and their history', 'អានប្រតិបត្តិការទូទាត់ និងប្រវត្តិរបស់វា'],
  UPDATE_HELP: ['master-data', 'Edit help articles', 'កែសម្រួលអត្ថបទជំនួយ'],
  UPDATE_PAGE: ['master-data', 'Edit pages', 'កែសម្រួលទំព័រ'],
  UPDATE_PRODUCT_TYPE: ['master-data', 'Edit product types', 'កែសម្រួលប្រភេទផលិតផល'],
  UPDATE_PRICING_POLICY: ['master-data', 'Edit pricing policies', 'កែសម្រួលគោលនយោបាយតម្លៃ'],
  UPDATE_RATE: ['master-data', 'Edit tax rates', 'កែសម្រួលអត្រាពន្ធ'],
  UPDATE_THRESHOLD: ['master-data', 'Edit thresholds', 'កែសម្រួលកម្រិតកំណត់'],
  UPDATE_TEMPLATE: ['master-data', 'Edit templates', 'កែសម្រួលគំរូឯកសារ'],
  UPDATE_INSTITUTION: ['master-data', 'Edit institutions', 'កែសម្រួលស្ថាប័ន'],
  UPDATE_DOCUMENT_TYPE: ['master-data', 'Edit document types', 'កែសម្រួលប្រភេទឯកសារ'],
  UPDATE_LIBRARY: ['master-data', 'Edit the library', 'កែសម្រួលបណ្ណាល័យ'],
  UPDATE_CHART_OF_ACCOUNT: ['master-data', 'Edit the chart of accounts', 'កែសម្រួលតារាងគណនី'],
  UPDATE_VIDEO: ['master-data', 'Edit videos', 'កែសម្រួលវីដេអូ'],
  UPDATE_TAG: ['master-data', 'Edit tags', 'កែសម្រួលស្លាក'],
  UPDATE_WITHHOLDING_TAX_TYPE: ['master-data', 'Edit withholding tax types', 'កែសម្រួលប្រភេទពន្ធកាត់ទុក'],
  UPDATE_SUPPLY_TYPE: ['master-data', 'Edit supply types', 'កែសម្រួលប្រភេទការផ្គត់ផ្គង់'],
  UPDATE_ASSET_CLASS: ['master-data', 'Edit asset classes', 'កែសម្រួលថ្នាក់ទ្រព្យសកម្ម'],
  UPDATE_COMPANY_PROFILE: ['master-data', 'Edit the firm\'s company profile', 'កែសម្រួលព័ត៌មានក្រុមហ៊ុន'],
  UPDATE_BANK: ['master-data', 'Edit banks', 'កែសម្រួលធនាគារ'],
  UPDATE_TAX_SERVICE: ['master-data', 'Edit tax services and prices', 'កែសម្រួលសេវាពន្ធ និងតម្លៃ'],
  UPDATE_TAX_ACCOUNT_NUMBER: ['master-data', 'Edit tax account numbers', 'កែសម្រួលលេខគណនីពន្ធ'],
  UPDATE_PATENT_TAX_PAYABLE: ['master-data', 'Edit patent tax payable', 'កែសម្រួលពន្ធប៉ាតង់ត្រូវបង់'],
  UPDATE_DAILY_EXCHANGE_RATE: ['master-data', 'Set the daily exchange rate', 'កំណត់អត្រាប្តូរប្រាក់ប្រចាំថ្ងៃ'],
  UPDATE_POSITION: ['master-data', 'Edit positions', 'កែសម្រួលមុខតំណែង'],
  UPDATE_TAX_CODE: ['master-data', 'Edit tax codes', 'កែសម្រួលលេខកូដពន្ធ'],
  UPDATE_CUSTOMER: ['master-data', 'Edit customers', 'កែសម្រួលអតិថិជន'],
  UPDATE_PAYMENT_METHOD: ['master-data', 'Edit payment methods', 'កែសម្រួលវិធីសាស្ត្រទូទាត់'],
  UPDATE_COUPON: ['master-data', 'Edit coupons', 'កែសម្រួលគូប៉ុង'],
  UPDATE_REFERRAL: ['master-data', 'Edit referrals', 'កែសម្រួលការណែនាំ'],
  UPDATE_COUNTRY: ['master-data', 'Edit countries', 'កែសម្រួលប្រទេស'],
  UPDATE_PROVINCE: ['master-data', 'Edit provinces', 'កែសម្រួលខេត្ត'],
  UPDATE_DISTRICT: ['master-data', 'Edit districts', 'កែសម្រួលស្រុក/ខណ្ឌ'],
  UPDATE_COMMUNE: ['master-data', 'Edit communes', 'កែសម្រួលឃុំ/សង្កាត់'],
  UPDATE_VILLAGE: ['master-data', 'Edit villages', 'កែសម្រួលភូមិ'],
  UPDATE_WALL: ['master-data', 'Edit the wall', 'កែសម្រួលផ្ទាំងព័ត៌មាន'],
};

export const PERMISSION_GROUPS: readonly PermissionGroup[] = ['administration', 'clients', 'tax-returns', 'payments', 'master-data', 'other'];

/** The catalogue in the order of Permission (spec s6), each code once. */
export const PERMISSION_CATALOGUE: readonly PermissionDescription[] = Object.values(Permission).map((code) => {
  const [group, en, km] = CATALOGUE[code];
  return { code, group, en, km };
});
