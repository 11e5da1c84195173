import { join } from 'node:path';
import type { Client } from '@cis/contracts';
import { mergedTranslations } from '../../../vite-plugins/translations';
import { clientChanges, cloneForm, EMPTY_CLIENT_FORM, profileChanges, toClientForm, validateClient, withoutLocalIds, type ClientForm } from './clients.logic';

const client: Client = {
  id: 'c1', tin: 'K001-100000039', nameKh: 'ក្រុមហ៊ុន អង្គរ', nameEn: 'Angkor Co., Ltd.', legalForm: 'company', sector: 'services',
  annualTurnover: 900_000_000, categoryOverride: null, vat: { registered: false, number: null, registeredOn: null },
  address: { provinceCode: '12', districtCode: '1201', communeCode: '120101', villageCode: '12010101', street: 'No. 1' },
  activities: [{ id: 'a1', name: 'Rice wholesale', provinceCode: '12', place: 'Phnom Penh', startDate: '2020-03-01' }],
  contacts: [], status: 'active', preparerId: null, actingAccountIds: [], category: 'medium', derivedCategory: 'medium',
  version: 3, createdAt: '2026-01-05T08:00:00.000Z', updatedAt: '2026-01-05T08:00:00.000Z',
};
const valid: ClientForm = toClientForm(client);

describe('client form rules (from contracts)', () => {
  it('accepts a client as the server holds it', () => {
    expect(validateClient(valid)).toEqual([]);
  });

  it('names the TIN when it breaks the brief\'s pattern, and each required text', () => {
    expect(validateClient({ ...valid, tin: 'k001-100000039' })).toEqual(['qtClients_tin']);
    expect(validateClient({ ...valid, tin: 'K001-1000' })).toEqual(['qtClients_tin']);
    expect(validateClient(EMPTY_CLIENT_FORM)).toEqual(expect.arrayContaining([
      'qtClients_tin', 'qtClients_nameKh', 'qtClients_nameEn', 'qtClients_annualTurnover', 'qtClients_province',
    ]));
  });

  it('wants a reason for a category set by hand and a number for a VAT registration', () => {
    expect(validateClient({ ...valid, categoryOverride: { category: 'large', reason: ' ' } })).toEqual(['qtClients_overrideReason']);
    expect(validateClient({ ...valid, vat: { registered: true, number: null, registeredOn: null } })).toEqual(['qtClients_vatNumber']);
  });

  it('names each invalid field as the shell\'s list translates it (field.<name> in both languages, not a humanised key)', () => {
    const everything: ClientForm = {
      ...EMPTY_CLIENT_FORM, tin: 'x', categoryOverride: { category: 'large', reason: '' }, vat: { registered: true, number: null, registeredOn: null },
      address: { provinceCode: 'x', districtCode: 'x', communeCode: 'x', villageCode: 'x', street: 'x'.repeat(10_000) },
      activities: [{ id: 'a', name: '', provinceCode: '', place: '', startDate: '' }], contacts: [{ id: 'c', name: '', position: '', phone: 'x', email: 'x' }],
    };
    const names = validateClient(everything);
    expect(names).toHaveLength(17);
    // A line's field is named, not only its section.
    expect(names).toEqual(expect.arrayContaining(['qtClients_activityName', 'qtClients_activityStart', 'qtClients_contactEmail', 'qtClients_contactPhone']));
    expect(validateClient({ ...valid, contacts: [{ id: 'c', name: 'Dara', position: '', phone: '', email: 'not-an-email' }] })).toEqual(['qtClients_contactEmail']);
    const src = join(__dirname, '..', '..');
    for (const language of ['en-US', 'km']) {
      const fields = (mergedTranslations(src, language) as { field: Record<string, string> }).field;
      expect(names.filter((name) => !fields[name])).toEqual([]);
    }
  });

  it('refuses an address level that is not under the one above it', () => {
    expect(validateClient({ ...valid, address: { ...valid.address, villageCode: '17010101' } })).toEqual(['qtClients_village']);
    expect(validateClient({ ...valid, address: { ...valid.address, districtCode: '0102' } })).toEqual(expect.arrayContaining(['qtClients_district']));
  });

  it('sends only the fields changed, and new lines without their local ids', () => {
    expect(clientChanges(client, valid)).toEqual({});
    const edited: ClientForm = { ...valid, nameEn: 'Angkor Trading Co., Ltd.', activities: [...valid.activities, { id: 'new-1', name: 'Branch', provinceCode: '17', place: '', startDate: '2024-07-01' }] };
    const changes = clientChanges(client, edited);
    expect(Object.keys(changes).sort()).toEqual(['activities', 'nameEn']);
    expect(withoutLocalIds(changes.activities!)).toEqual([client.activities[0], { name: 'Branch', provinceCode: '17', place: '', startDate: '2024-07-01' }]);
  });

  it('edits a copy of the form: the form it was copied from keeps its values', () => {
    const original = toClientForm(client);
    const copy = cloneForm(original);
    expect(copy).toEqual(original);
    copy.vat.registered = true;
    copy.address.street = 'Elsewhere';
    copy.activities[0].name = 'Renamed';
    copy.actingAccountIds.push('a9');
    expect(original).toEqual(toClientForm(client));
  });

  it('counts a cleared turnover as a change, which the PATCH never carries blank', () => {
    const cleared = clientChanges(client, { ...valid, annualTurnover: null, nameEn: 'Renamed' });
    expect(Object.keys(cleared).sort()).toEqual(['annualTurnover', 'nameEn']);
    expect(profileChanges(cleared)).toEqual({ nameEn: 'Renamed' });
    expect(profileChanges(clientChanges(client, { ...valid, annualTurnover: 5 }))).toEqual({ annualTurnover: 5 });
  });
});
