import type { StoredEvent } from '@cis/contracts';
import { changesOfStream, redactSecrets } from './audit.history';

const event = (type: string, data: unknown, version: number): StoredEvent => ({
  type, data, version, position: version, stream: 'client-t-1', tenant: 't', userId: 'u', at: '2026-11-25T00:00:00.000Z',
});

describe("an entity's history, before and after each change", () => {
  it('folds a creation holding the entity and updates holding changes', () => {
    const changes = changesOfStream([
      event('clients.client-registered', { client: { id: '1', nameEn: 'Mekong', phone: '012' } }, 1),
      event('clients.client-updated', { clientId: '1', changes: { nameEn: 'Mekong Trading', phone: '012' }, actingAccountIds: [] }, 2),
      event('clients.client-updated', { clientId: '1', changes: { phone: '099' }, actingAccountIds: [] }, 3),
    ]);
    expect(changes[0]).toEqual([{ field: 'id', after: '1' }, { field: 'nameEn', after: 'Mekong' }, { field: 'phone', after: '012' }]);
    expect(changes[1]).toEqual([{ field: 'nameEn', before: 'Mekong', after: 'Mekong Trading' }]);
    expect(changes[2]).toEqual([{ field: 'phone', before: '012', after: '099' }]);
  });

  it("uses the area's own previous values when the event keeps them (master data)", () => {
    const changes = changesOfStream([
      event('master-data.row-updated', { id: 'r', kind: 'bank', changes: { nameEn: 'B' }, previous: { nameEn: 'A' } }, 1),
    ]);
    expect(changes[0]).toEqual([{ field: 'nameEn', before: 'A', after: 'B' }]);
  });

  it("shows an event's own fields when it holds no entity", () => {
    expect(changesOfStream([event('system.maintenance-switched-on', { message: 'Upgrade', at: 'x' }, 1)])[0])
      .toEqual([{ field: 'message', after: 'Upgrade' }, { field: 'at', after: 'x' }]);
  });
});

describe('secrets in the audit log', () => {
  it('never shows a password hash, a token hash or a secret, at any depth', () => {
    expect(redactSecrets({ user: { id: 'u', name: 'A' }, passwordHash: '$2b$..', nested: [{ tokenHash: 'abc', other: 1 }] }))
      .toEqual({ user: { id: 'u', name: 'A' }, passwordHash: '[redacted]', nested: [{ tokenHash: '[redacted]', other: 1 }] });
    expect(changesOfStream([event('auth.password-changed', { userId: 'u', passwordHash: 'x', consumedTokenHash: null }, 1)])[0])
      .toContainEqual({ field: 'passwordHash', after: '[redacted]' });
  });
});
