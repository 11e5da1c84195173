import { Conflict, MasterDataEvents, NotFound, Refused, type MasterDataEvent, type MasterDataValues } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { MasterDataDecider } from './master-data.decider';

const TODAY = '2026-11-25';
const position: MasterDataValues = { code: 'clerk', nameEn: 'Clerk', nameKm: 'ស្មៀន' };
const vat = (validFrom: string, value: number): MasterDataValues => ({
  code: 'vat.standard', validFrom, validTo: null, nameEn: 'VAT', nameKm: 'អាករ', source: 'brief', unit: 'basis-points', value, bandTable: null, bandFrom: null,
});
const createdPosition: MasterDataEvent = { type: MasterDataEvents.created, data: { kind: 'position', id: 'clerk', values: position } };
const createdVat2024: MasterDataEvent = { type: MasterDataEvents.created, data: { kind: 'rate', id: 'vat.standard~2024-01-01', values: vat('2024-01-01', 1000) } };

describe('the master-data decider', () => {
  it('creates a row', () => {
    given(MasterDataDecider).when({ type: 'create', kind: 'position', values: position, unknownReferences: [], today: TODAY }).then([createdPosition]);
  });

  it('refuses a code that is taken (409), retired rows included', () => {
    given(MasterDataDecider, [createdPosition]).when({ type: 'create', kind: 'position', values: position, unknownReferences: [], today: TODAY })
      .thenRefused(Conflict, 'codeTaken');
  });

  it('refuses an unknown parent or reference, naming the field', () => {
    const error = given(MasterDataDecider)
      .when({ type: 'create', kind: 'district', values: { code: '9901', parent: '99', nameEn: 'X', nameKm: 'X' }, unknownReferences: ['parent'], today: TODAY })
      .thenRefused(Refused, 'unknownReference') as Refused;
    expect(error.fields.map((f) => f.field)).toEqual(['parent']);
  });

  it('records only the fields that change, with what they were', () => {
    given(MasterDataDecider, [createdPosition])
      .when({ type: 'update', kind: 'position', id: 'clerk', changes: { nameEn: 'Senior clerk', nameKm: 'ស្មៀន' }, unknownReferences: [], today: TODAY })
      .then([{ type: MasterDataEvents.updated, data: { kind: 'position', id: 'clerk', changes: { nameEn: 'Senior clerk' }, previous: { nameEn: 'Clerk' } } }]);
    given(MasterDataDecider, [createdPosition])
      .when({ type: 'update', kind: 'position', id: 'clerk', changes: { nameEn: 'Clerk' }, unknownReferences: [], today: TODAY }).thenNothing();
  });

  it('refuses to change the code of a row, and any change of an unknown or retired row', () => {
    given(MasterDataDecider, [createdPosition])
      .when({ type: 'update', kind: 'position', id: 'clerk', changes: { code: 'typist' }, unknownReferences: [], today: TODAY }).thenRefused(Refused, 'immutable');
    given(MasterDataDecider).when({ type: 'update', kind: 'position', id: 'clerk', changes: {}, unknownReferences: [], today: TODAY }).thenRefused(NotFound);
    given(MasterDataDecider, [createdPosition, { type: MasterDataEvents.retired, data: { kind: 'position', id: 'clerk' } }])
      .when({ type: 'update', kind: 'position', id: 'clerk', changes: { nameEn: 'x' }, unknownReferences: [], today: TODAY }).thenRefused(Conflict, 'rowRetired');
  });

  it('never changes what an earlier day reads: a row in force keeps its value, only its end and names may change', () => {
    given(MasterDataDecider, [createdVat2024])
      .when({ type: 'update', kind: 'rate', id: 'vat.standard~2024-01-01', changes: { value: 1200 }, unknownReferences: [], today: TODAY })
      .thenRefused(Conflict, 'rowInForce');
    given(MasterDataDecider, [createdVat2024])
      .when({ type: 'update', kind: 'rate', id: 'vat.standard~2024-01-01', changes: { validTo: '2026-12-31' }, unknownReferences: [], today: TODAY })
      .then([{ type: MasterDataEvents.updated, data: { kind: 'rate', id: 'vat.standard~2024-01-01', changes: { validTo: '2026-12-31' }, previous: { validTo: null } } }]);
  });

  it('adds a row of a code for a later day beside the one in force, and refuses one for a day already passed', () => {
    given(MasterDataDecider, [createdVat2024])
      .when({ type: 'create', kind: 'rate', values: vat('2027-01-01', 1200), unknownReferences: [], today: TODAY })
      .then([{ type: MasterDataEvents.created, data: { kind: 'rate', id: 'vat.standard~2027-01-01', values: vat('2027-01-01', 1200) } }]);
    given(MasterDataDecider, [createdVat2024])
      .when({ type: 'create', kind: 'rate', values: vat('2025-01-01', 1200), unknownReferences: [], today: TODAY })
      .thenRefused(Refused, 'notInPast');
    given(MasterDataDecider, [createdVat2024])
      .when({ type: 'create', kind: 'rate', values: vat('2024-01-01', 1200), unknownReferences: [], today: TODAY })
      .thenRefused(Conflict, 'rowExists');
  });

  it('retires a row nothing refers to, once; refuses a referenced row (409 with the count) and a rule row in force', () => {
    given(MasterDataDecider, [createdPosition]).when({ type: 'retire', kind: 'position', id: 'clerk', references: 0, today: TODAY })
      .then([{ type: MasterDataEvents.retired, data: { kind: 'position', id: 'clerk' } }]);
    given(MasterDataDecider, [createdPosition, { type: MasterDataEvents.retired, data: { kind: 'position', id: 'clerk' } }])
      .when({ type: 'retire', kind: 'position', id: 'clerk', references: 0, today: TODAY }).thenNothing();
    const error = given(MasterDataDecider, [createdPosition]).when({ type: 'retire', kind: 'position', id: 'clerk', references: 4, today: TODAY })
      .thenRefused(Conflict, 'rowReferenced') as Conflict;
    expect(error.params).toEqual({ count: 4 });
    given(MasterDataDecider, [createdVat2024]).when({ type: 'retire', kind: 'rate', id: 'vat.standard~2024-01-01', references: 0, today: TODAY })
      .thenRefused(Conflict, 'rowInForce');
  });
});
