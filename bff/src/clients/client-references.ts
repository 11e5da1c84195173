import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { unknownReference, type Client, type ClientAddress, type ClientDocument, type RefusedFieldInput, type TaxRuleRows } from '@cis/contracts';
import { TAX_RULE_SEED } from '@cis/fixtures';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { MasterDataLookup } from '../master-data/master-data.index';

/**
 * What the registry reads of the master data: gazetteer codes, document types and the threshold rows that derive a
 * client's category. An interface of the area's own, bound in the module to the master data area's lookup (or, until
 * that area is in, to StructuralClientReferences below), so the registry's tests can bind any other.
 */
export interface ClientReferences {
  /** The problems of an address: each unknown code, or a code not under its parent, naming `<field>.<codeField>`. */
  addressProblems(tenant: string, address: ClientAddress, field: string): Promise<RefusedFieldInput[]>;
  /** The problem of a province code, naming `field`; [] when it exists. */
  provinceProblems(tenant: string, provinceCode: string, field: string): Promise<RefusedFieldInput[]>;
  documentTypeKnown(tenant: string, code: string): Promise<boolean>;
  /** Every threshold row (effective-dated): the category is derived with those in force on the day. */
  taxRuleRows(tenant: string): Promise<TaxRuleRows>;
}

export const CLIENT_REFERENCES = Symbol('CLIENT_REFERENCES');

const problem = (field: string, message: string): RefusedFieldInput => {
  const refused = unknownReference(field, message);
  return refused.fields[0];
};

/** Each level's code must start with its parent's: a district of another province is no address. */
export function addressChainProblems(address: ClientAddress, field: string): RefusedFieldInput[] {
  const problems: RefusedFieldInput[] = [];
  const levels = [
    ['districtCode', address.districtCode, address.provinceCode],
    ['communeCode', address.communeCode, address.districtCode],
    ['villageCode', address.villageCode, address.communeCode],
  ] as const;
  for (const [name, code, parent] of levels) {
    if (code === null) continue;
    if (parent === null || !code.startsWith(parent)) problems.push(problem(`${field}.${name}`, `${name} ${code} is not under ${parent ?? 'a chosen parent'}.`));
  }
  return problems;
}

/**
 * Until the master data area is merged: the 25 province codes (01-25), codes chained by prefix, the document types
 * the issue names, and the seeded tax rule rows.
 */
@Injectable()
export class StructuralClientReferences implements ClientReferences {
  static readonly DOCUMENT_TYPES = ['mandate-letter', 'patent-certificate', 'vat-certificate', 'registration-certificate', 'identity-document', 'other'];

  async addressProblems(tenant: string, address: ClientAddress, field: string): Promise<RefusedFieldInput[]> {
    return [...(await this.provinceProblems(tenant, address.provinceCode, `${field}.provinceCode`)), ...addressChainProblems(address, field)];
  }

  async provinceProblems(_tenant: string, provinceCode: string, field: string): Promise<RefusedFieldInput[]> {
    const n = Number(provinceCode);
    return /^\d{2}$/.test(provinceCode) && n >= 1 && n <= 25 ? [] : [problem(field, `${provinceCode} is no province code.`)];
  }

  async documentTypeKnown(_tenant: string, code: string): Promise<boolean> {
    return StructuralClientReferences.DOCUMENT_TYPES.includes(code);
  }

  async taxRuleRows(): Promise<TaxRuleRows> {
    return TAX_RULE_SEED;
  }
}

const ADDRESS_LEVELS = [
  ['provinceCode', 'province'], ['districtCode', 'district'], ['communeCode', 'commune'], ['villageCode', 'village'],
] as const;

/**
 * The registry's references bound to master data: gazetteer rows (live, not retired), document types that apply to
 * clients, the threshold rows as staff keep them. It also tells master data how many clients refer to a gazetteer
 * row or a document type, so retiring one in use answers 409 with the count.
 */
@Injectable()
export class MasterDataClientReferences implements ClientReferences, OnModuleInit {
  constructor(private readonly masterData: MasterDataLookup, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  onModuleInit(): void {
    for (const [field, kind] of ADDRESS_LEVELS) {
      this.masterData.registerReferences({
        kind, name: 'clients',
        count: async (tenant, code) => (await this.store.readModels.list<Client>(tenant, 'clients'))
          .filter((client) => client.address[field] === code || (kind === 'province' && client.activities.some((a) => a.provinceCode === code))).length,
      });
    }
    this.masterData.registerReferences({
      kind: 'document-type', name: 'client documents',
      count: async (tenant, code) => (await this.store.readModels.list<ClientDocument>(tenant, 'client-documents')).filter((d) => !d.retired && d.typeCode === code).length,
    });
  }

  async addressProblems(tenant: string, address: ClientAddress, field: string): Promise<RefusedFieldInput[]> {
    const problems: RefusedFieldInput[] = [];
    for (const [name, kind] of ADDRESS_LEVELS) {
      const code = address[name];
      if (code !== null && !(await this.masterData.exists(tenant, kind, code))) problems.push(problem(`${field}.${name}`, `${name} ${code} is no ${kind} of the gazetteer.`));
    }
    const unknown = new Set(problems.map((p) => p.field));
    return [...problems, ...addressChainProblems(address, field).filter((p) => !unknown.has(p.field))];
  }

  async provinceProblems(tenant: string, provinceCode: string, field: string): Promise<RefusedFieldInput[]> {
    return (await this.masterData.exists(tenant, 'province', provinceCode)) ? [] : [problem(field, `${provinceCode} is no province of the gazetteer.`)];
  }

  async documentTypeKnown(tenant: string, code: string): Promise<boolean> {
    const row = await this.masterData.get(tenant, 'document-type', code);
    return row !== undefined && row.appliesTo === 'client';
  }

  taxRuleRows(tenant: string): Promise<TaxRuleRows> {
    return this.masterData.taxRuleRows(tenant);
  }
}
