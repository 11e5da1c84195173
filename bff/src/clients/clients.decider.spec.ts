import {
  ClientEvents, Conflict, NotFound, Refused, type Client, type ClientDocument, type ClientEvent, type ClientProfile,
} from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { ClientDecider, ClientTinDecider } from './clients.decider';

const now = '2026-11-25T08:00:00.000Z';
const later = '2026-11-25T09:00:00.000Z';
const profile: ClientProfile = {
  tin: 'K001-100000039', nameKh: 'ក្រុមហ៊ុន អង្គរ', nameEn: 'Angkor Co., Ltd.', legalForm: 'company', sector: 'services',
  annualTurnover: 900_000_000, categoryOverride: null, vat: { registered: false, number: null, registeredOn: null },
  address: { provinceCode: '12', districtCode: '1201', communeCode: '120101', villageCode: '12010101', street: 'No. 1' },
  activities: [], contacts: [], status: 'active', preparerId: null, actingAccountIds: [],
};
const client: Client = { id: 'c1', ...profile, category: 'medium', derivedCategory: 'medium', version: 1, createdAt: now, updatedAt: now };
const registered: ClientEvent = { type: ClientEvents.registered, data: { client } };
const document: ClientDocument = {
  id: 'd1', clientId: 'c1', typeCode: 'mandate-letter', fileName: 'mandate.pdf', contentType: 'application/pdf', size: 10, sha256: 'ab',
  uploadedAt: now, uploadedBy: 'u1', retired: false, retiredAt: null,
};
const update = (changes: Partial<ClientProfile>, expectedVersion = 1, derivedCategory: Client['category'] = 'medium') =>
  ({ type: 'update' as const, clientId: 'c1', expectedVersion, changes, derivedCategory, problems: [], now: later });
const updated = (changes: Partial<Client>, acting: string[] = [], previous: string[] = []): ClientEvent =>
  ({ type: ClientEvents.updated, data: { clientId: 'c1', changes: { ...changes, updatedAt: later }, actingAccountIds: acting, previousActingAccountIds: previous } });

describe('the client decider', () => {
  it('registers a client with the derived category, at version 1', () => {
    given(ClientDecider).when({ type: 'register', clientId: 'c1', profile, derivedCategory: 'medium', problems: [], now }).then([registered]);
  });

  it("takes an override's category over the derived one, keeping the derived one beside it", () => {
    const overridden = { ...profile, categoryOverride: { category: 'large' as const, reason: 'GDT letter 12/2026' } };
    given(ClientDecider).when({ type: 'register', clientId: 'c1', profile: overridden, derivedCategory: 'medium', problems: [], now })
      .then([{ type: ClientEvents.registered, data: { client: { ...client, ...overridden, category: 'large', derivedCategory: 'medium' } } }]);
  });

  it('refuses unknown references with a 400 naming each field, and a second registration with 409', () => {
    const problems = [{ field: 'address.villageCode', code: 'unknownReference', message: 'no such village' }, { field: 'preparerId', code: 'unknownReference', message: 'no staff' }];
    const error = given(ClientDecider).when({ type: 'register', clientId: 'c1', profile, derivedCategory: 'medium', problems, now })
      .thenRefused(Refused) as Refused;
    expect(error.fields.map((f) => f.field)).toEqual(['address.villageCode', 'preparerId']);
    given(ClientDecider, [registered]).when({ type: 'register', clientId: 'c1', profile, derivedCategory: 'medium', problems: [], now }).thenRefused(Conflict, 'clientExists');
  });

  it('records only the fields that change, and nothing for a patch that changes nothing', () => {
    given(ClientDecider, [registered]).when(update({ nameEn: 'Angkor Trading Co., Ltd.', status: 'active' }))
      .then([updated({ nameEn: 'Angkor Trading Co., Ltd.' })]);
    given(ClientDecider, [registered]).when(update({ nameEn: client.nameEn, address: client.address })).thenNothing();
  });

  it('moves the category with the derived one, unless overridden, and lifts an override back to the derived one', () => {
    given(ClientDecider, [registered]).when(update({ annualTurnover: 9_000_000_000 }, 1, 'large'))
      .then([updated({ annualTurnover: 9_000_000_000, derivedCategory: 'large', category: 'large' })]);
    const override = { category: 'small' as const, reason: 'GDT reclassified' };
    const withOverride = updated({ categoryOverride: override, category: 'small' });
    given(ClientDecider, [registered, withOverride]).when(update({ annualTurnover: 9_000_000_000 }, 2, 'large'))
      .then([updated({ annualTurnover: 9_000_000_000, derivedCategory: 'large' })]);
    given(ClientDecider, [registered, withOverride]).when(update({ categoryOverride: null }, 2))
      .then([updated({ categoryOverride: null, category: 'medium' })]);
  });

  it('refuses a stale version with 409 showing each field changed since, with its value now', () => {
    const history = [registered, updated({ nameEn: 'New name' }), { type: ClientEvents.documentAdded, data: { clientId: 'c1', document, actingAccountIds: [] } } as ClientEvent,
      updated({ status: 'suspended' })];
    const error = given(ClientDecider, history).when(update({ nameKh: 'ថ្មី' }, 2)).thenRefused(Conflict, 'staleVersion') as Conflict;
    expect(error.details).toEqual({ version: 4, changed: { status: 'suspended' } });
    const older = given(ClientDecider, history).when(update({ nameKh: 'ថ្មី' }, 1)).thenRefused(Conflict, 'staleVersion') as Conflict;
    expect(older.details).toEqual({ version: 4, changed: { nameEn: 'New name', status: 'suspended' } });
    given(ClientDecider, history).when(update({ nameKh: 'ថ្មី' }, 4)).then([updated({ nameKh: 'ថ្មី' })]);
  });

  it('sets the acting accounts without a version, telling who acted before', () => {
    given(ClientDecider, [registered]).when({ type: 'setActingAccounts', clientId: 'c1', accountIds: ['a1', 'a1'], problems: [], now: later })
      .then([updated({ actingAccountIds: ['a1'] }, ['a1'], [])]);
    given(ClientDecider, [registered, updated({ actingAccountIds: ['a1'] }, ['a1'])])
      .when({ type: 'setActingAccounts', clientId: 'c1', accountIds: ['a1'], problems: [], now: later }).thenNothing();
  });

  it('adds and retires documents: once each, 404 for an unknown one', () => {
    const added: ClientEvent = { type: ClientEvents.documentAdded, data: { clientId: 'c1', document, actingAccountIds: [] } };
    given(ClientDecider, [registered]).when({ type: 'addDocument', clientId: 'c1', document, problems: [], now }).then([added]);
    const retired: ClientEvent = { type: ClientEvents.documentRetired, data: { clientId: 'c1', documentId: 'd1', retiredAt: later, actingAccountIds: [] } };
    given(ClientDecider, [registered, added]).when({ type: 'retireDocument', clientId: 'c1', documentId: 'd1', problems: [], now: later }).then([retired]);
    given(ClientDecider, [registered, added, retired]).when({ type: 'retireDocument', clientId: 'c1', documentId: 'd1', problems: [], now: later }).thenNothing();
    given(ClientDecider, [registered]).when({ type: 'retireDocument', clientId: 'c1', documentId: 'd9', problems: [], now: later }).thenRefused(NotFound);
  });

  it('answers 404 for a client the stream does not hold', () => {
    given(ClientDecider).when(update({ nameEn: 'x' })).thenRefused(NotFound);
    given(ClientDecider).when({ type: 'addDocument', clientId: 'c1', document, problems: [], now }).thenRefused(NotFound);
  });
});

describe('the TIN registry decider', () => {
  const claimed = { type: ClientEvents.tinClaimed, data: { tin: 'K001-100000039', clientId: 'c1' } } as const;

  it('claims a free TIN once, and refuses another client the same TIN with 409 tinTaken', () => {
    given(ClientTinDecider).when({ type: 'claim', tin: 'K001-100000039', clientId: 'c1' }).then([claimed]);
    given(ClientTinDecider, [claimed]).when({ type: 'claim', tin: 'K001-100000039', clientId: 'c1' }).thenNothing();
    given(ClientTinDecider, [claimed]).when({ type: 'claim', tin: 'K001-100000039', clientId: 'c2' }).thenRefused(Conflict, 'tinTaken');
  });

  it('releases only its holder\'s claim, after which another client may claim it', () => {
    const released = { type: ClientEvents.tinReleased, data: { tin: 'K001-100000039', clientId: 'c1' } } as const;
    given(ClientTinDecider, [claimed]).when({ type: 'release', tin: 'K001-100000039', clientId: 'c2' }).thenNothing();
    given(ClientTinDecider, [claimed]).when({ type: 'release', tin: 'K001-100000039', clientId: 'c1' }).then([released]);
    given(ClientTinDecider, [claimed, released]).when({ type: 'claim', tin: 'K001-100000039', clientId: 'c2' })
      .then([{ type: ClientEvents.tinClaimed, data: { tin: 'K001-100000039', clientId: 'c2' } }]);
  });
});
