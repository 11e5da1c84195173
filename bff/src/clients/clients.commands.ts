import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import {
  CLIENT_LIMITS, Forbidden, PayloadTooLarge, Refused, canEditClients, deriveCategory, ruleSetFor, sniffDocumentType, unknownReference,
  type Client, type ClientDocument, type ClientProfile, type RefusedFieldInput,
  type TaxpayerCategory, type User,
} from '@cis/contracts';
import type { CreateClientDto, PatchClientDto } from '@cis/contracts/dto';
import { ACCOUNT_COLLECTIONS, type AuthUser, type UserDoc } from '../platform/auth/auth-user';
import type { Actor } from '../platform/command/command.service';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import { CLIENT_REFERENCES, type ClientReferences } from './client-references';
import { CLIENT_COLLECTIONS, ClientDecider, ClientTinDecider, clientStream, clientTinsStream } from './clients.decider';
import { ClientsQueries } from './clients.queries';

/** An uploaded file as the interceptor hands it over. */
export interface UploadedDocumentFile {
  buffer: Buffer;
  size: number;
  originalname: string;
}

const today = (now: string) => now.slice(0, 10);

/** The registry's commands: what each needs from outside its stream is looked up here, then the decider decides. */
@Injectable()
export class ClientsCommands {
  constructor(
    private readonly commands: CommandService,
    private readonly queries: ClientsQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLIENT_REFERENCES) private readonly references: ClientReferences,
  ) {}

  async create(user: AuthUser, dto: CreateClientDto): Promise<Client> {
    this.mustEdit(user);
    const profile: ClientProfile = {
      tin: dto.tin, nameKh: dto.nameKh.trim(), nameEn: dto.nameEn.trim(), legalForm: dto.legalForm, sector: dto.sector,
      annualTurnover: dto.annualTurnover, categoryOverride: dto.categoryOverride ?? null,
      vat: dto.vat ?? { registered: false, number: null, registeredOn: null }, address: dto.address,
      activities: withIds(dto.activities ?? []), contacts: withIds(dto.contacts ?? []), status: dto.status ?? 'active',
      preparerId: dto.preparerId ?? null, actingAccountIds: dto.actingAccountIds ?? [],
    };
    const clientId = newId();
    const now = new Date().toISOString();
    const problems = await this.problemsOf(user.tenant, profile);
    if (problems.length > 0) throw Refused.fields(problems);
    const derivedCategory = await this.derive(user.tenant, profile, now);
    await this.claimTin(user, profile.tin, clientId);
    try {
      await this.commands.handle({
        decider: ClientDecider, stream: clientStream(user.tenant, clientId), actor: user,
        command: { type: 'register', clientId, profile, derivedCategory, problems: [], now },
      });
    } catch (error) {
      await this.releaseTin(user, profile.tin, clientId);
      throw error;
    }
    return this.queries.get(user, clientId);
  }

  async update(user: AuthUser, clientId: string, dto: PatchClientDto): Promise<Client> {
    this.mustEdit(user);
    const current = await this.queries.get(user, clientId);
    const { version, activities, contacts, ...fields } = dto;
    const changes: Partial<ClientProfile> = {
      ...fields,
      ...(fields.nameKh !== undefined ? { nameKh: fields.nameKh.trim() } : {}),
      ...(fields.nameEn !== undefined ? { nameEn: fields.nameEn.trim() } : {}),
      ...(activities ? { activities: withIds(activities) } : {}),
      ...(contacts ? { contacts: withIds(contacts) } : {}),
    };
    const merged: ClientProfile = { ...current, ...changes };
    const problems = await this.problemsOf(user.tenant, changes);
    if (problems.length > 0) throw Refused.fields(problems);
    const now = new Date().toISOString();
    const derivedCategory = await this.derive(user.tenant, merged, now);
    const tinChanged = changes.tin !== undefined && changes.tin !== current.tin;
    // The stale version is refused by the decider before the TIN is claimed for good: claimed first, released on refusal.
    if (tinChanged) await this.claimTin(user, merged.tin, clientId);
    try {
      await this.commands.handle({
        decider: ClientDecider, stream: clientStream(user.tenant, clientId), actor: user,
        command: { type: 'update', clientId, expectedVersion: version, changes, derivedCategory, problems: [], now },
      });
    } catch (error) {
      if (tinChanged) await this.releaseTin(user, merged.tin, clientId);
      throw error;
    }
    if (tinChanged) await this.releaseTin(user, current.tin, clientId);
    return this.queries.get(user, clientId);
  }

  /** Sets who acts for a client (the client's page, or the accounts area). */
  async setActingAccounts(user: AuthUser, clientId: string, accountIds: string[]): Promise<Client> {
    this.mustEdit(user);
    await this.queries.get(user, clientId);
    const problems = await this.actingProblems(user.tenant, accountIds, 'actingAccountIds');
    await this.commands.handle({
      decider: ClientDecider, stream: clientStream(user.tenant, clientId), actor: user,
      command: { type: 'setActingAccounts', clientId, accountIds, problems, now: new Date().toISOString() },
    });
    return this.queries.get(user, clientId);
  }

  /**
   * For the accounts area (PATCH api/accounts/:id {clientIds}): the customer account acts for exactly these clients
   * afterwards. Every id is checked first (400 naming `clientIds[i]`, nothing stored); then each client that gains
   * or loses the account records it on its own stream.
   */
  async setClientsOfAccount(user: AuthUser, accountId: string, clientIds: string[], field = 'clientIds'): Promise<string[]> {
    this.mustEdit(user);
    const accountProblems = await this.actingProblems(user.tenant, [accountId], 'id');
    if (accountProblems.length > 0) throw Refused.fields(accountProblems);
    const wanted = [...new Set(clientIds)];
    const clients = await Promise.all(wanted.map((id) => this.store.readModels.get<Client>(user.tenant, CLIENT_COLLECTIONS.clients, id)));
    const problems = wanted.flatMap((id, i) => (clients[i] ? [] : [fieldProblem(`${field}[${i}]`, `${id} is no client.`)]));
    if (problems.length > 0) throw Refused.fields(problems);
    const before = await this.queries.clientIdsActedForBy(user.tenant, accountId);
    const now = new Date().toISOString();
    const touched = new Set([...before, ...wanted]);
    for (const clientId of touched) {
      const adds = wanted.includes(clientId);
      await this.commands.handle({
        decider: ClientDecider, stream: clientStream(user.tenant, clientId), actor: user,
        command: {
          type: 'setActingAccounts', clientId, problems: [], now,
          accountIds: adds ? [...await this.actingOf(user.tenant, clientId), accountId] : (await this.actingOf(user.tenant, clientId)).filter((id) => id !== accountId),
        },
      });
    }
    return wanted;
  }

  async uploadDocument(user: AuthUser, clientId: string, typeCode: string, file: UploadedDocumentFile | undefined): Promise<ClientDocument> {
    this.mustEdit(user);
    await this.queries.get(user, clientId);
    if (!file) throw new Refused('required', 'Send the document in the "file" field.', { field: 'file' });
    if (file.size > CLIENT_LIMITS.documentMaxBytes) {
      throw new PayloadTooLarge('documentTooLarge', 'The document is larger than 10 MiB.', { max: CLIENT_LIMITS.documentMaxBytes });
    }
    const contentType = sniffDocumentType(new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, Math.min(file.buffer.length, 16)));
    if (!contentType) throw new Refused('fileType', 'The file is not a PDF, PNG or JPEG (judged by its content).', { field: 'file' });
    if (!(await this.references.documentTypeKnown(user.tenant, typeCode))) throw unknownReference('typeCode', `${typeCode} is no document type.`);
    const sha256 = createHash('sha256').update(new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.length)).digest('hex');
    await this.store.putBlob(user.tenant, { sha256, contentType, content: file.buffer });
    const document: ClientDocument = {
      id: newId(), clientId, typeCode, fileName: safeFileName(file.originalname, contentType), contentType, size: file.size, sha256,
      uploadedAt: new Date().toISOString(), uploadedBy: user.id, retired: false, retiredAt: null,
    };
    await this.commands.handle({
      decider: ClientDecider, stream: clientStream(user.tenant, clientId), actor: user,
      command: { type: 'addDocument', clientId, document, problems: [], now: document.uploadedAt },
    });
    return document;
  }

  async retireDocument(user: AuthUser, clientId: string, documentId: string): Promise<ClientDocument> {
    this.mustEdit(user);
    await this.queries.get(user, clientId);
    await this.commands.handle({
      decider: ClientDecider, stream: clientStream(user.tenant, clientId), actor: user,
      command: { type: 'retireDocument', clientId, documentId, problems: [], now: new Date().toISOString() },
    });
    return this.queries.document(user, clientId, documentId);
  }

  private mustEdit(user: AuthUser): void {
    if (!canEditClients(user)) throw new Forbidden('clientsReadOnly', 'Editing clients needs UPDATE_CLIENT_INDIVIDUAL or ALL_FUNCTIONS.');
  }

  private async actingOf(tenant: string, clientId: string): Promise<string[]> {
    return (await this.store.readModels.get<Client>(tenant, CLIENT_COLLECTIONS.clients, clientId))?.actingAccountIds ?? [];
  }

  private async claimTin(actor: Actor, tin: string, clientId: string): Promise<void> {
    await this.commands.handle({ decider: ClientTinDecider, stream: clientTinsStream(actor.tenant), actor, command: { type: 'claim', tin, clientId } });
  }

  private async releaseTin(actor: Actor, tin: string, clientId: string): Promise<void> {
    await this.commands.handle({ decider: ClientTinDecider, stream: clientTinsStream(actor.tenant), actor, command: { type: 'release', tin, clientId } });
  }

  private async derive(tenant: string, profile: Pick<ClientProfile, 'annualTurnover' | 'sector' | 'legalForm'>, now: string): Promise<TaxpayerCategory> {
    const rules = ruleSetFor(await this.references.taxRuleRows(tenant), today(now), ['threshold']);
    return deriveCategory({ annualTurnover: profile.annualTurnover, sector: profile.sector, legalForm: profile.legalForm }, rules).category;
  }

  /** The references of the fields given that name nothing: gazetteer codes, the preparer, the acting accounts. */
  private async problemsOf(tenant: string, profile: Partial<ClientProfile>): Promise<RefusedFieldInput[]> {
    const problems: RefusedFieldInput[] = [];
    if (profile.address) problems.push(...await this.references.addressProblems(tenant, profile.address, 'address'));
    for (const [i, activity] of (profile.activities ?? []).entries()) {
      problems.push(...await this.references.provinceProblems(tenant, activity.provinceCode, `activities[${i}].provinceCode`));
    }
    if (profile.vat?.registered && !profile.vat.number) problems.push(new Refused('required', 'vat.number is required when VAT registered.', { field: 'vat.number' }).fields[0]);
    if (profile.preparerId) {
      const preparer = await this.account(tenant, profile.preparerId);
      if (preparer?.kind !== 'staff') problems.push(fieldProblem('preparerId', `${profile.preparerId} is no staff account.`));
    }
    if (profile.actingAccountIds) problems.push(...await this.actingProblems(tenant, profile.actingAccountIds, 'actingAccountIds'));
    return problems;
  }

  private async actingProblems(tenant: string, accountIds: string[], field: string): Promise<RefusedFieldInput[]> {
    const accounts = await Promise.all(accountIds.map((id) => this.account(tenant, id)));
    return accountIds.flatMap((id, i) => (accounts[i]?.kind === 'customer' ? [] : [fieldProblem(field === 'id' ? field : `${field}[${i}]`, `${id} is no customer account.`)]));
  }

  private async account(tenant: string, id: string): Promise<User | undefined> {
    return (await this.store.readModels.get<UserDoc>(tenant, ACCOUNT_COLLECTIONS.users, id))?.user;
  }
}

function fieldProblem(field: string, message: string): RefusedFieldInput {
  return unknownReference(field, message).fields[0];
}

/** Activities or contact persons as stored: each with its id (a new one for an item sent without). */
function withIds<T extends { id?: string }>(items: T[]): (T & { id: string })[] {
  return items.map((item) => ({ ...item, id: item.id ?? newId() }));
}

/** The name a download is saved as: no path, no control characters, and the extension its content has. */
function safeFileName(name: string, contentType: string): string {
  const extension = contentType === 'application/pdf' ? '.pdf' : contentType === 'image/png' ? '.png' : '.jpg';
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').replace(/\.[^.]*$/, '').trim().slice(0, CLIENT_LIMITS.fileNameMax - 5);
  return `${base || 'document'}${extension}`;
}
