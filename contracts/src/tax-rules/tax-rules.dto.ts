import { Type, type TypeHelpOptions } from 'class-transformer';
import {
  ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsISO8601, IsNotEmpty, IsNumber, IsObject, IsString,
  Matches, Max, MaxLength, Min, ValidateBy, ValidateIf, ValidateNested, type ValidationArguments, type ValidationOptions,
} from 'class-validator';
import { ID_MAX_LENGTH, IsOptionalNonNull, IsOptionalNullable } from '../platform/dto-helpers';
import type {
  AnnualForm, AnnualRateClass, MonthlyForm, MonthlySalaryLine, MonthlySpecificTaxLine, MonthlyVatInput, MonthlyWithholdingLine,
  PatentActivity, PatentForm, StampForm, StampInstrument, TaxCurrency, TaxpayerCategory, TaxReturnForm, TaxReturnType,
} from './tax-rules';
import {
  ANNUAL_RATE_CLASSES, STAMP_INSTRUMENTS, TAX_CURRENCIES, TAX_PERIOD_FORMATS, TAX_RETURN_LIMITS, TAX_RETURN_TYPES, TAXPAYER_CATEGORIES,
  VALUED_STAMP_INSTRUMENTS,
} from './tax-rules';
import { isTaxPeriod } from './dates';
import { hasAtMostTwoDecimals } from './money';
import { fieldOf, isOneOf } from '../platform/typed';

/**
 * The forms of the four returns as class-validator DTOs (the ValidationPipe's whitelist refuses a field of another
 * type's form, naming it). What depends on the master data in force (a withholding type or specific-tax product
 * code, a period before the rules' first date) is refused by computeReturn with a TaxFormError / TaxRuleError
 * naming the field: the BFF answers both as 400 in the envelope.
 */

const { maxAmount, maxNameLength } = TAX_RETURN_LIMITS;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RULE_CODE = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

/**
 * A whole riel amount from 0 to the limit. A required one left out is named as missing (isDefined, "… is required")
 * beside the rules it then breaks, so a client says "required" rather than "must not be more than …"; an optional one
 * (IsOptionalNonNull) is not checked at all when left out.
 */
function RielAmount(): PropertyDecorator {
  // Applied in the order a decorator list applies them (last written first), so the OpenAPI schema reads `integer`.
  return (target, key) => {
    IsDefined()(target, key);
    Max(maxAmount)(target, key);
    Min(0)(target, key);
    IsInt({ message: `${String(key)} must be a whole riel amount` })(target, key);
  };
}

/** The field is present, or the form's `instrument` needs it. */
const whenPresentOr = (needed: (form: StampFormDto) => boolean) => (form: StampFormDto, value: unknown) =>
  needed(form) || (value !== undefined && value !== null);

/** Whole riel, or at most 2 decimals when the stamp form's currency is USD. */
function IsAmountOfFormCurrency(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({
    name: 'isAmountOfCurrency',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        if (typeof value !== 'number') return false;
        const currency = fieldOf(args?.object, 'currency');
        return currency === 'USD' ? hasAtMostTwoDecimals(value) : Number.isSafeInteger(value);
      },
      defaultMessage: (args?: ValidationArguments) =>
        `${args?.property} must be whole riel, or dollars with at most 2 decimals when currency is USD`,
    },
  }, options);
}

/** The period's format follows the return's type: YYYY (patent, annual), YYYY-MM (monthly), YYYY-MM-DD (stamp). */
export function IsTaxPeriod(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({
    name: 'isTaxPeriod',
    constraints: [TAX_PERIOD_FORMATS],
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const type = fieldOf(args?.object, 'type');
        // A wrong type is named by its own rule; the period is judged once the type is known.
        if (!isOneOf(TAX_RETURN_TYPES, type)) return typeof value === 'string';
        return isTaxPeriod(type, value);
      },
      defaultMessage: (args?: ValidationArguments) => {
        const type = fieldOf(args?.object, 'type');
        const format = isOneOf(TAX_RETURN_TYPES, type) ? TAX_PERIOD_FORMATS[type] : undefined;
        return format ? `period must be ${format} for a ${type} return` : 'period must be text';
      },
    },
  }, options);
}

// ---------------------------------------------------------------------------------------------------------------
// Patent
// ---------------------------------------------------------------------------------------------------------------

export class PatentActivityDto implements PatentActivity {
  @IsString() @IsNotEmpty() @MaxLength(maxNameLength) name!: string;
  @IsDefined() @IsString() @Matches(/^\d{2}$/, { message: 'provinceCode must be a 2-digit province code' }) provinceCode!: string;
  @IsDefined() @IsISO8601({ strict: true }) @Matches(DAY, { message: 'startDate must be YYYY-MM-DD' }) startDate!: string;
}

export class PatentFormDto implements PatentForm {
  @IsDefined() @IsArray() @ArrayMinSize(1) @ArrayMaxSize(TAX_RETURN_LIMITS.maxActivities) @ValidateNested({ each: true }) @Type(() => PatentActivityDto)
  activities!: PatentActivityDto[];
  @RielAmount() annualTurnover!: number;
  /** Default: the client's category. */
  @IsOptionalNonNull() @IsIn(TAXPAYER_CATEGORIES) category?: TaxpayerCategory;
}

// ---------------------------------------------------------------------------------------------------------------
// Stamp
// ---------------------------------------------------------------------------------------------------------------

const valued = (form: StampFormDto) => VALUED_STAMP_INSTRUMENTS.includes(form.instrument);
const signboard = (form: StampFormDto) => form.instrument === 'signboard';

export class StampFormDto implements StampForm {
  @IsDefined() @IsIn(STAMP_INSTRUMENTS) instrument!: StampInstrument;
  @ValidateIf(whenPresentOr(valued)) @IsDefined() @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(maxAmount) @IsAmountOfFormCurrency()
  contractValue?: number;
  @IsOptionalNullable() @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(maxAmount) @IsAmountOfFormCurrency()
  referenceValue?: number | null;
  @IsOptionalNonNull() @IsIn(TAX_CURRENCIES) currency?: TaxCurrency;
  /** KHR per USD; required with USD (a riel form with a dollar relief is refused by the computation when missing). */
  @ValidateIf(whenPresentOr((form) => form.currency === 'USD')) @IsNumber({ maxDecimalPlaces: 2 })
  @Min(TAX_RETURN_LIMITS.exchangeRate.min) @Max(TAX_RETURN_LIMITS.exchangeRate.max)
  exchangeRate?: number | null;
  @IsOptionalNonNull() @IsBoolean() firstHome?: boolean;
  @IsOptionalNonNull() @IsBoolean() laterHome?: boolean;
  @ValidateIf(whenPresentOr(signboard)) @IsDefined() @IsInt() @Min(1) @Max(TAX_RETURN_LIMITS.maxAreaDm2) areaDm2?: number;
  @ValidateIf(whenPresentOr(signboard)) @IsDefined() @IsBoolean() lit?: boolean;
  @ValidateIf(whenPresentOr(signboard)) @IsDefined() @IsBoolean() foreignScript?: boolean;
  @ValidateIf(whenPresentOr(signboard)) @IsDefined() @IsISO8601({ strict: true }) @Matches(DAY, { message: 'installedOn must be YYYY-MM-DD' })
  installedOn?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Monthly
// ---------------------------------------------------------------------------------------------------------------

export class MonthlyVatInputDto implements MonthlyVatInput {
  @IsOptionalNonNull() @RielAmount() sales?: number;
  @IsOptionalNonNull() @RielAmount() exportSales?: number;
  @IsOptionalNonNull() @RielAmount() purchases?: number;
  @IsOptionalNonNull() @RielAmount() creditBroughtForward?: number;
}

export class MonthlySalaryLineDto implements MonthlySalaryLine {
  @IsString() @IsNotEmpty() @MaxLength(maxNameLength) employee!: string;
  @IsDefined() @IsBoolean() resident!: boolean;
  @RielAmount() gross!: number;
  @IsOptionalNonNull() @IsInt() @Min(0) @Max(TAX_RETURN_LIMITS.maxDependants) dependants?: number;
  @IsOptionalNonNull() @RielAmount() fringeBenefits?: number;
}

export class MonthlyWithholdingLineDto implements MonthlyWithholdingLine {
  @IsString() @IsNotEmpty() @MaxLength(maxNameLength) payee!: string;
  /** A withholding-tax-type code; one not in force for the period is refused by the computation (unknownWithholdingType). */
  @IsDefined() @IsString() @MaxLength(60) @Matches(RULE_CODE, { message: 'type must be a withholding type code' }) type!: string;
  @IsDefined() @IsBoolean() resident!: boolean;
  @RielAmount() amount!: number;
  @IsOptionalNonNull() @IsBoolean() netOfTax?: boolean;
}

export class MonthlySpecificTaxLineDto implements MonthlySpecificTaxLine {
  @IsDefined() @IsString() @MaxLength(60) @Matches(RULE_CODE, { message: 'product must be a specific-tax product code' }) product!: string;
  @RielAmount() base!: number;
}

export class MonthlyFormDto implements MonthlyForm {
  @IsOptionalNonNull() @RielAmount() turnover?: number;
  @IsOptionalNonNull() @IsObject() @ValidateNested() @Type(() => MonthlyVatInputDto) vat?: MonthlyVatInputDto;
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(TAX_RETURN_LIMITS.maxSalaries) @ValidateNested({ each: true }) @Type(() => MonthlySalaryLineDto)
  salaries?: MonthlySalaryLineDto[];
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(TAX_RETURN_LIMITS.maxWithholdings) @ValidateNested({ each: true }) @Type(() => MonthlyWithholdingLineDto)
  withholdings?: MonthlyWithholdingLineDto[];
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(TAX_RETURN_LIMITS.maxSpecificTaxLines) @ValidateNested({ each: true }) @Type(() => MonthlySpecificTaxLineDto)
  specificTax?: MonthlySpecificTaxLineDto[];
  @IsOptionalNonNull() @RielAmount() publicLighting?: number;
  @IsOptionalNonNull() @RielAmount() accommodation?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Annual
// ---------------------------------------------------------------------------------------------------------------

export class AnnualFormDto implements AnnualForm {
  @RielAmount() turnover!: number;
  /** The one signed amount: a tax loss of the year is negative (it is carried forward). */
  @IsDefined() @IsInt({ message: 'taxableIncome must be a whole riel amount' }) @Min(-maxAmount) @Max(maxAmount) taxableIncome!: number;
  @IsDefined() @IsIn(ANNUAL_RATE_CLASSES) rateClass!: AnnualRateClass;
  @IsDefined() @IsBoolean() properRecords!: boolean;
  @IsOptionalNonNull() @RielAmount() lossesBroughtForward?: number;
  /** Left out: the BFF fills in the prepayments of the year's filed monthly returns. */
  @IsOptionalNonNull() @RielAmount() prepaymentCredits?: number;
  @IsOptionalNonNull() @RielAmount() dividendTaxCredits?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The request
// ---------------------------------------------------------------------------------------------------------------

/** The form DTO of each return type (to validate a stored return's form by its type, e.g. on PATCH). */
export const TAX_FORM_DTO_BY_TYPE: Readonly<Record<TaxReturnType, new () => TaxReturnForm>> = {
  patent: PatentFormDto,
  stamp: StampFormDto,
  monthly: MonthlyFormDto,
  annual: AnnualFormDto,
};

/** A form under a type that is not one: nothing is accepted (the type's own refusal names the problem first). */
export class UnknownTaxReturnFormDto {}

/**
 * class-transformer passes the request object: the form's class follows its `type`. Asked without one (the OpenAPI
 * document describing the field), the form is an object whose fields depend on the type.
 */
function formClassOf(options?: TypeHelpOptions): new () => object {
  if (!options) return Object;
  const type = fieldOf(options.object, 'type');
  return isOneOf(TAX_RETURN_TYPES, type) ? TAX_FORM_DTO_BY_TYPE[type] : UnknownTaxReturnFormDto;
}

/** {type, clientId, period, form}: the body of POST api/tax-returns/compute (and of creating a draft). */
export class TaxReturnInputDto {
  @IsIn(TAX_RETURN_TYPES) type!: TaxReturnType;
  @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) clientId!: string;
  @IsString() @IsTaxPeriod() period!: string;
  @IsDefined() @IsObject() @ValidateNested() @Type(formClassOf) form!: TaxReturnForm;
}

/** POST api/tax-returns/compute: answers the computation without storing anything. */
export class ComputeTaxReturnDto extends TaxReturnInputDto {}
