import { NotFound, Refused, ShortcutEvents, type Shortcut, type ShortcutsEvent } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { ShortcutsDecider } from './shortcuts.decider';

const tax: Shortcut = { id: 's1', label: 'Taxes', description: null, icon: 'pi pi-percentage', link: '/taxes', useRouter: true };
const created: ShortcutsEvent = { type: ShortcutEvents.created, data: { ownerId: 'u1', shortcut: tax } };

describe('the shortcuts decider (one stream per owner)', () => {
  it('creates a shortcut of its owner', () => {
    given(ShortcutsDecider).when({ type: 'create', ownerId: 'u1', shortcut: tax }).then([created]);
  });

  it('updates only the fields that differ; nothing differing records nothing', () => {
    given(ShortcutsDecider, [created]).when({ type: 'update', ownerId: 'u1', id: 's1', patch: { label: 'VAT', link: '/taxes' } })
      .then([{ type: ShortcutEvents.updated, data: { ownerId: 'u1', id: 's1', changes: { label: 'VAT' } } }]);
    given(ShortcutsDecider, [created]).when({ type: 'update', ownerId: 'u1', id: 's1', patch: {} }).thenNothing();
    given(ShortcutsDecider, [created]).when({ type: 'update', ownerId: 'u1', id: 's1', patch: { ...tax } }).thenNothing();
  });

  it('takes the shortcut back as answered: its own id is ignored, another id is refused 400 naming shortcut.id', () => {
    given(ShortcutsDecider, [created]).when({ type: 'update', ownerId: 'u1', id: 's1', patch: { ...tax, description: 'Due' } })
      .then([{ type: ShortcutEvents.updated, data: { ownerId: 'u1', id: 's1', changes: { description: 'Due' } } }]);
    const refused = given(ShortcutsDecider, [created]).when({ type: 'update', ownerId: 'u1', id: 's1', patch: { id: 's2', label: 'x' } })
      .thenRefused(Refused, 'readOnly') as Refused;
    expect(refused.fields.map((f) => f.field)).toEqual(['shortcut.id']);
  });

  it('deletes a shortcut; a deleted or unknown one is 404 for update and delete', () => {
    given(ShortcutsDecider, [created]).when({ type: 'delete', ownerId: 'u1', id: 's1' })
      .then([{ type: ShortcutEvents.deleted, data: { ownerId: 'u1', id: 's1' } }]);
    const deleted: ShortcutsEvent[] = [created, { type: ShortcutEvents.deleted, data: { ownerId: 'u1', id: 's1' } }];
    given(ShortcutsDecider, deleted).when({ type: 'delete', ownerId: 'u1', id: 's1' }).thenRefused(NotFound);
    given(ShortcutsDecider).when({ type: 'update', ownerId: 'u1', id: 's1', patch: {} }).thenRefused(NotFound);
  });

  it('folds updates into the state', () => {
    const state = given(ShortcutsDecider, [created, { type: ShortcutEvents.updated, data: { ownerId: 'u1', id: 's1', changes: { label: 'VAT' } } }]).state;
    expect(state).toEqual({ s1: { ...tax, label: 'VAT' } });
  });
});
