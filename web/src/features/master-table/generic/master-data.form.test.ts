import type { MasterDataRow } from '@cis/contracts';
import { draftOf, problemsOf, valuesToSend } from './master-data.form';

const firm = {
  id: 'firm', kind: 'company-profile', code: 'firm', nameEn: 'Cis', nameKm: 'ស៊ីស', tin: 'K001-901234567', address: null, villageCode: '12010101',
  phone: null, email: null, website: null, retired: false, revision: 1, updatedAt: '2026-11-01T00:00:00.000Z',
} as MasterDataRow;

describe('the generated master-data form', () => {
  it('starts a new dated row on today, and a switch as on', () => {
    expect(draftOf('rate', null, '2026-11-25')).toMatchObject({ code: null, validFrom: '2026-11-25', validTo: null, unit: null });
    expect(draftOf('bank', null, '2026-11-25')).toMatchObject({ active: true });
  });

  it('sends the whole row for a new one and only what changed for an edit', () => {
    const draft = { ...draftOf('company-profile', firm, '2026-11-25'), email: 'office@cis.test', address: '  ' };
    expect(valuesToSend('company-profile', draft, firm)).toEqual({ email: 'office@cis.test' });
    expect(valuesToSend('position', { code: 'clerk', nameEn: 'Clerk', nameKm: 'ស្មៀន' }, null)).toEqual({ code: 'clerk', nameEn: 'Clerk', nameKm: 'ស្មៀន' });
  });

  it('finds what the BFF would refuse before anything is sent, with the same rules', () => {
    expect(problemsOf('position', { code: 'Bad Code', nameEn: '', nameKm: null }, null).map((p) => [p.field, p.code]))
      .toEqual([['code', 'matches'], ['nameEn', 'isDefined'], ['nameKm', 'isDefined']]);
    expect(problemsOf('company-profile', { ...draftOf('company-profile', firm, '2026-11-25'), email: 'not-an-email' }, firm).map((p) => p.field)).toEqual(['email']);
  });

  it('refuses a rate above 100 % in basis points before sending, and lets a row stored so before the rule be closed', () => {
    const rate = { id: 'old~2020-01-01', kind: 'rate', code: 'old', validFrom: '2020-01-01', validTo: null, nameEn: 'Old', nameKm: 'ចាស់', source: 's', unit: 'basis-points',
      value: 12_000, bandTable: null, bandFrom: null, retired: false, revision: 1, updatedAt: '2026-11-01T00:00:00.000Z' } as MasterDataRow;
    const fresh = { ...draftOf('rate', null, '2099-01-01'), code: 'new', nameEn: 'New', nameKm: 'ថ្មី', source: 's', unit: 'basis-points', value: 10_001 };
    expect(problemsOf('rate', fresh, null).map((p) => [p.field, p.code])).toEqual([['value', 'basisPoints']]);
    expect(problemsOf('rate', { ...draftOf('rate', rate, '2026-11-26'), validTo: '2026-12-31' }, rate)).toEqual([]);
    expect(problemsOf('rate', { ...draftOf('rate', rate, '2026-11-26'), value: 15_000 }, rate).map((p) => [p.field, p.code])).toEqual([['value', 'basisPoints']]);
  });
});
