import { PERMISSION_CATALOGUE, Permission, type Account } from '@cis/contracts';
import { accountsAccess, canToggle, changesOf, clientLabel, displayName, draftOf, groupedCatalogue, isActingForClient, problemsOfRefusal, statusOf, validateDraft, emptyDraft } from './accounts.logic';

const account: Account = {
  id: 'a1', email: 'sophea@cis.test', name: 'Sophea Lim', kind: 'customer', role: 2, permissions: [Permission.READ_TOPUP_BALANCE],
  userDetails: { customerP24Id: null, firstNameEn: 'Sophea', lastNameEn: 'Lim', firstNameKh: 'សុភា', lastNameKh: 'លឹម' },
  disabled: false, invitationPending: false, clients: [{ id: 'c1', tin: 'K001-100000039', nameEn: 'Angkor Rice', nameKh: 'អង្គរ' }],
};

describe('accounts screen logic', () => {
  it('follows contracts: ALL_FUNCTIONS_READ reads staff accounts but changes nothing; UPDATE_CLIENT_INDIVIDUAL changes customers only', () => {
    expect(accountsAccess('staff', { permissions: [Permission.ALL_FUNCTIONS_READ], role: 1, kind: 'staff' })).toEqual({ read: true, write: false });
    expect(accountsAccess('staff', { permissions: [Permission.ALL_FUNCTIONS], role: 1, kind: 'staff' })).toEqual({ read: true, write: true });
    expect(accountsAccess('customer', { permissions: [Permission.UPDATE_CLIENT_INDIVIDUAL], role: 1, kind: 'staff' })).toEqual({ read: true, write: true });
    expect(accountsAccess('staff', { permissions: [Permission.UPDATE_CLIENT_INDIVIDUAL], role: 1, kind: 'staff' })).toEqual({ read: false, write: false });
    expect(accountsAccess('customer', { permissions: [Permission.ALL_FUNCTIONS], role: 2, kind: 'customer' })).toEqual({ read: false, write: false });
  });

  it('greys out codes the editor does not hold, and ALL_FUNCTIONS for anyone without it', () => {
    const clerk = [Permission.UPDATE_CLIENT_INDIVIDUAL, Permission.READ_TOPUP_BALANCE];
    expect(canToggle(clerk, Permission.READ_TOPUP_BALANCE)).toBe(true);
    expect(canToggle(clerk, Permission.READ_TAX_PAYMENT)).toBe(false);
    expect(canToggle(clerk, Permission.ALL_FUNCTIONS)).toBe(false);
    expect(canToggle([Permission.ALL_FUNCTIONS], Permission.READ_TAX_PAYMENT)).toBe(true);
  });

  it('sends only what changed: codes in another order are no change; clients are the whole new list', () => {
    const draft = draftOf(account);
    expect(changesOf(draft, account)).toEqual({});
    expect(changesOf({ ...draft, disabled: true, name: ' Sophea L. ' }, account)).toEqual({ disabled: true, name: 'Sophea L.' });
    expect(changesOf({ ...draft, permissions: [Permission.READ_TOPUP_BALANCE, Permission.READ_WALL] }, account))
      .toEqual({ permissions: [Permission.READ_TOPUP_BALANCE, Permission.READ_WALL] });
    expect(changesOf({ ...draft, clients: [] }, account)).toEqual({ clientIds: [] });
    expect(changesOf({ ...draft, firstNameKh: 'សុភាព' }, account)).toEqual({
      userDetails: { firstNameEn: 'Sophea', lastNameEn: 'Lim', firstNameKh: 'សុភាព', lastNameKh: 'លឹម' },
    });
  });

  it('checks an invitation before sending: email required and well formed, name required', () => {
    expect(validateDraft(emptyDraft(1), true)).toEqual([{ field: 'email', kind: 'required' }, { field: 'name', kind: 'required' }]);
    expect(validateDraft({ ...emptyDraft(1), email: 'not-an-email', name: 'X' }, true)).toEqual([{ field: 'email', kind: 'invalid' }]);
    expect(validateDraft({ ...emptyDraft(1), email: 'a@b.kh', name: 'X' }, true)).toEqual([]);
  });

  it('puts a taken email under the email field (the dialog hides the page alert on a phone); other refusals under none', () => {
    expect(problemsOfRefusal('emailTaken')).toEqual([{ field: 'email', kind: 'taken' }]);
    expect(problemsOfRefusal('lastAdministrator')).toEqual([]);
    expect(problemsOfRefusal(undefined)).toEqual([]);
  });

  it('groups the catalogue, every code once', () => {
    const groups = groupedCatalogue(PERMISSION_CATALOGUE);
    expect(groups.flatMap((g) => g.codes).map((c) => c.code).sort()).toEqual(Object.values(Permission).sort());
  });

  it('keeps from the client picker only clients as the search answers them', () => {
    const client = { id: 'c-1', tin: 'K001-100000001', nameEn: 'Angkor Rice', nameKh: 'អង្គរ' };
    expect([client, 'Angkor', { id: 'c-2', nameEn: 'No TIN' }, null].filter(isActingForClient)).toEqual([client]);
  });

  it('names the status: disabled before invitation pending', () => {
    expect(statusOf(account)).toBe('active');
    expect(statusOf({ ...account, invitationPending: true })).toBe('pending');
    expect(statusOf({ ...account, invitationPending: true, disabled: true })).toBe('disabled');
  });

  it('names an account and its clients in the reader\'s language: Khmer names for a Khmer reader when it has them', () => {
    expect(displayName(account, 'km')).toBe('លឹម សុភា');
    expect(displayName(account, 'en-US')).toBe('Sophea Lim');
    const noKhmer = { ...account, userDetails: { ...account.userDetails, firstNameKh: '', lastNameKh: '' } };
    expect(displayName(noKhmer, 'km')).toBe('Sophea Lim');
    const client = account.clients[0]!;
    expect(clientLabel(client, 'km')).toBe('អង្គរ · K001-100000039');
    expect(clientLabel(client, 'en-US')).toBe('Angkor Rice · K001-100000039');
    expect(clientLabel({ ...client, nameKh: '' }, 'km')).toBe('Angkor Rice · K001-100000039');
  });
});
