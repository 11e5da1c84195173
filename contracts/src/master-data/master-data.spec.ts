import { completeMasterDataValues, neutraliseSpreadsheetCell, parseMasterDataCell, validateMasterDataEdit, validateMasterDataRow } from './master-data';

describe('validating a master-data row against its declaration', () => {
  it('accepts a complete row and names each bad field with its rule', () => {
    expect(validateMasterDataRow('village', { code: '01020101', parent: '010201', nameEn: 'Ou Thum', nameKm: 'អូរធំ' })).toEqual([]);
    const problems = validateMasterDataRow('village', { code: '0102', parent: 'x', nameEn: '', nameKm: 'y'.repeat(201), extra: 1 });
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['extra', 'whitelistValidation'], ['code', 'matches'], ['parent', 'matches'], ['nameEn', 'isDefined'], ['nameKm', 'maxLength'],
    ]);
  });

  it('takes a required name of spaces (or a tab) for a missing one, on a new row and on a change', () => {
    expect(validateMasterDataRow('village', { code: '01020101', parent: '010201', nameEn: '   ', nameKm: '\t' }).map((p) => [p.field, p.code]))
      .toEqual([['nameEn', 'isDefined'], ['nameKm', 'isDefined']]);
    expect(validateMasterDataRow('position', { nameEn: ' ' }, { partial: true }).map((p) => [p.field, p.code])).toEqual([['nameEn', 'isDefined']]);
  });

  it('checks numbers, enums, dates and links', () => {
    const problems = validateMasterDataRow('tax-service', { code: 'x', nameEn: 'X', nameKm: 'X', priceUsd: 1.5, per: 'week' });
    expect(problems.map((p) => [p.field, p.code])).toEqual([['priceUsd', 'isInt'], ['per', 'isIn']]);
    expect(validateMasterDataRow('library', { code: 'x', nameEn: 'X', nameKm: 'X', url: 'javascript:alert(1)' }).map((p) => p.code)).toEqual(['isUrl']);
    expect(validateMasterDataRow('wall', { code: 'x', nameEn: 'X', nameKm: 'X', publishedOn: '2026-02-30' }).map((p) => p.code)).toEqual(['isIsoDate']);
  });

  it('checks the tax rules\' own invariants on rule rows, and dates in order', () => {
    const rate = { code: 'vat.x', validFrom: '2027-01-01', validTo: '2026-01-01', nameEn: 'x', nameKm: 'x', source: 's', unit: 'basis-points', value: 10, bandTable: 'salary', bandFrom: null };
    expect(validateMasterDataRow('rate', rate).map((p) => [p.field, p.code])).toEqual([['validTo', 'notBeforeValidFrom']]);
    expect(validateMasterDataRow('rate', { ...rate, validTo: null }).map((p) => [p.field, p.code])).toEqual([['bandFrom', 'bandPair']]);
  });

  it('refuses a percentage outside 0..10,000 basis points, whatever kind holds it; an amount in riel is not a percentage', () => {
    const rate = { code: 'vat.x', validFrom: '2027-01-01', validTo: null, nameEn: 'x', nameKm: 'x', source: 's', unit: 'basis-points', value: 10_000, bandTable: null, bandFrom: null };
    expect(validateMasterDataRow('rate', rate)).toEqual([]);
    expect(validateMasterDataRow('rate', { ...rate, value: 10_001 }).map((p) => [p.field, p.code])).toEqual([['value', 'basisPoints']]);
    expect(validateMasterDataRow('rate', { ...rate, unit: 'riel', value: 2_000_000 })).toEqual([]);
    const withholding = { code: 'rent', validFrom: '2027-01-01', validTo: null, nameEn: 'x', nameKm: 'x', source: 's', residentBasisPoints: 10_000, nonResidentBasisPoints: 10_500 };
    expect(validateMasterDataRow('withholding-tax-type', withholding).map((p) => [p.field, p.code])).toEqual([['nonResidentBasisPoints', 'basisPoints']]);
    expect(validateMasterDataRow('pricing-policy', { discountBasisPoints: 12_000 }, { partial: true }).map((p) => [p.field, p.code])).toEqual([['discountBasisPoints', 'basisPoints']]);
    expect(validateMasterDataRow('asset-class', { depreciationBasisPoints: -1 }, { partial: true }).map((p) => [p.field, p.code])).toEqual([['depreciationBasisPoints', 'basisPoints']]);
  });

  it('holds an edit to what it changes: a row stored above 100 % may be closed, not edited to another bad value', () => {
    const stored = { code: 'old', validFrom: '2020-01-01', validTo: null, nameEn: 'x', nameKm: 'x', source: 's', unit: 'basis-points', value: 12_000, bandTable: null, bandFrom: null };
    expect(validateMasterDataEdit('rate', stored, { ...stored, validTo: '2026-12-31' }, ['validTo'])).toEqual([]);
    expect(validateMasterDataEdit('rate', stored, { ...stored, value: 11_000 }, ['value']).map((p) => [p.field, p.code])).toEqual([['value', 'basisPoints']]);
    const amount = { ...stored, unit: 'riel' };
    expect(validateMasterDataEdit('rate', amount, { ...amount, unit: 'basis-points' }, ['unit']).map((p) => [p.field, p.code])).toEqual([['value', 'basisPoints']]);
  });

  it('checks only the fields given in a partial row (a PATCH)', () => {
    expect(validateMasterDataRow('position', { nameEn: 'Clerk' }, { partial: true })).toEqual([]);
    expect(validateMasterDataRow('position', { nameEn: 'Clerk' }).map((p) => p.field)).toEqual(['code', 'nameKm']);
  });

  it('fills absent fields with null, parses CSV cells and neutralises formula cells', () => {
    expect(completeMasterDataValues('district', { code: '0102', nameEn: 'x', nameKm: 'y' })).toEqual({ code: '0102', parent: null, nameEn: 'x', nameKm: 'y' });
    expect(parseMasterDataCell('tax-service', 'priceUsd', '1,200')).toBe(1200);
    expect(parseMasterDataCell('bank', 'active', 'no')).toBe(false);
    expect(parseMasterDataCell('tax-service', 'priceUsd', 'ten')).toBe('ten');
    expect(['=1+1', '+1', '-1', '@A1', 'plain', 5].map(neutraliseSpreadsheetCell)).toEqual(["'=1+1", "'+1", "'-1", "'@A1", 'plain', 5]);
  });
});
