import {
  CLIENT_LIMITS, CLIENT_PROFILE_FIELDS, TIN_PATTERN, type Client, type ClientActivity, type ClientContactPerson, type ClientProfile,
} from '@cis/contracts';

/** The editor's values: what the profile holds, with numbers possibly empty while typing. */
export type ClientForm = Omit<ClientProfile, 'annualTurnover'> & { annualTurnover: number | null };

export const EMPTY_CLIENT_FORM: ClientForm = {
  tin: '', nameKh: '', nameEn: '', legalForm: 'company', sector: 'services', annualTurnover: null, categoryOverride: null,
  vat: { registered: false, number: null, registeredOn: null },
  address: { provinceCode: '', districtCode: null, communeCode: null, villageCode: null, street: '' },
  activities: [], contacts: [], status: 'active', preparerId: null, actingAccountIds: [],
};

export function toClientForm(client: Client): ClientForm {
  const { id: _id, category: _c, derivedCategory: _d, version: _v, createdAt: _a, updatedAt: _u, ...profile } = client;
  return cloneForm(profile);
}

/** A deep copy of the form (its lists and nested objects are flat records of JSON values). */
export function cloneForm(form: ClientForm): ClientForm {
  return {
    ...form,
    categoryOverride: form.categoryOverride && { ...form.categoryOverride },
    vat: { ...form.vat },
    address: { ...form.address },
    activities: form.activities.map((activity) => ({ ...activity })),
    contacts: form.contacts.map((contact) => ({ ...contact })),
    actingAccountIds: [...form.actingAccountIds],
  };
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The fields the server would refuse, as the shell's invalid-fields list names them (`field.qtClients_tin` ... in
 * this area's translations; a label key itself would be shown humanised, 'Name kh'), checked
 * with the contracts' own rules: the TIN pattern, the limits, gazetteer code shapes, required texts.
 */
export function validateClient(form: ClientForm): string[] {
  const invalid: string[] = [];
  const text = (value: string, key: string, required = true, max: number = CLIENT_LIMITS.nameMax) => {
    if ((required && !value.trim()) || value.length > max) invalid.push(key);
  };
  if (!TIN_PATTERN.test(form.tin)) invalid.push('qtClients_tin');
  text(form.nameKh, 'qtClients_nameKh');
  text(form.nameEn, 'qtClients_nameEn');
  if (form.annualTurnover === null || !Number.isSafeInteger(form.annualTurnover) || form.annualTurnover < 0 || form.annualTurnover > CLIENT_LIMITS.turnoverMax) {
    invalid.push('qtClients_annualTurnover');
  }
  if (form.categoryOverride && !form.categoryOverride.reason.trim()) invalid.push('qtClients_overrideReason');
  if (form.vat.registered && !form.vat.number?.trim()) invalid.push('qtClients_vatNumber');
  const { provinceCode, districtCode, communeCode, villageCode } = form.address;
  if (!/^\d{2}$/.test(provinceCode)) invalid.push('qtClients_province');
  if (districtCode !== null && !(/^\d{4}$/.test(districtCode) && districtCode.startsWith(provinceCode))) invalid.push('qtClients_district');
  if (communeCode !== null && !(/^\d{6}$/.test(communeCode) && districtCode !== null && communeCode.startsWith(districtCode))) invalid.push('qtClients_commune');
  if (villageCode !== null && !(/^\d{8}$/.test(villageCode) && communeCode !== null && villageCode.startsWith(communeCode))) invalid.push('qtClients_village');
  text(form.address.street, 'qtClients_street', false, CLIENT_LIMITS.textMax);
  if (form.activities.length > CLIENT_LIMITS.activitiesMax) invalid.push('qtClients_activities');
  // Each line's field by name ("Contact person: email"), not only its section: a long form on a phone needs the field.
  form.activities.forEach((a: ClientActivity) => {
    if (!a.name.trim()) invalid.push('qtClients_activityName');
    if (!/^\d{2}$/.test(a.provinceCode)) invalid.push('qtClients_activityProvince');
    if (!DAY.test(a.startDate)) invalid.push('qtClients_activityStart');
  });
  if (form.contacts.length > CLIENT_LIMITS.contactsMax) invalid.push('qtClients_contacts');
  form.contacts.forEach((c: ClientContactPerson) => {
    if (!c.name.trim()) invalid.push('qtClients_contactName');
    if (c.phone && !/^[+\d][\d\s-]*$/.test(c.phone)) invalid.push('qtClients_contactPhone');
    if (c.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.email)) invalid.push('qtClients_contactEmail');
  });
  return [...new Set(invalid)];
}

/** Only the fields that differ from the client as read (the PATCH body, beside its version). */
export function clientChanges(original: Client, form: ClientForm): Partial<ClientForm> {
  const before = toClientForm(original);
  const changes: Partial<ClientForm> = {};
  const copyIfChanged = <K extends keyof ClientForm>(key: K) => {
    if (JSON.stringify(form[key]) !== JSON.stringify(before[key])) changes[key] = form[key];
  };
  CLIENT_PROFILE_FIELDS.forEach(copyIfChanged);
  return changes;
}

/** The changes as the PATCH takes them: a blank turnover never reaches it (validateClient refuses it before a save). */
export function profileChanges(changes: Partial<ClientForm>): Partial<ClientProfile> {
  const { annualTurnover, ...rest } = changes;
  return annualTurnover === null || annualTurnover === undefined ? rest : { ...rest, annualTurnover };
}

/** A new client's body: the form as is (the turnover known to be set by validation). */
export function newClientBody(form: ClientForm): Partial<ClientProfile> {
  return { ...form, annualTurnover: form.annualTurnover ?? 0 };
}

/** Ids the BFF gives: a new activity or contact is sent without one. */
export function withoutLocalIds<T extends { id: string }>(items: readonly T[]): Array<T | Omit<T, 'id'>> {
  return items.map((item) => {
    if (!item.id.startsWith('new-')) return item;
    const { id: _id, ...rest } = item;
    return rest;
  });
}
