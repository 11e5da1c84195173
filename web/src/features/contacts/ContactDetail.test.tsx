import '../../test/text-encoding.polyfill';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Contact } from '@cis/contracts';
import { $invalidFields, invalidFieldsDismissed } from '../../stores/alerts';
import { contactsApi } from './contacts.api';
import { ContactDetail } from './ContactDetail';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string, o?: { defaultValue?: string }) => o?.defaultValue ?? key, i18n: { language: 'en-US' } }),
}));
jest.mock('./flag-urls', () => ({ flagUrl: (iso: string) => `/assets/flags/${iso}.svg` }));
jest.mock('./contacts.api', () => ({ contactsApi: { update: jest.fn(), uploadAvatar: jest.fn(), remove: jest.fn() } }));

const contact: Contact = {
  id: 'c1', avatar: null, background: null, name: 'Bopha Seng', emails: [{ email: 'bopha@example.com', label: 'Work' }],
  phoneNumbers: [], title: 'Owner', company: 'Seng Trading', birthday: null, address: null, notes: null, tags: [],
};

function renderEditor(onSaved = jest.fn(), onAddNew?: () => void) {
  render(
    <MemoryRouter initialEntries={['/apps/contacts/c1?edit=1']}>
      <ContactDetail contact={contact} tags={[]} countries={[]} onSaved={onSaved} onDeleted={jest.fn()} onAddNew={onAddNew} />
    </MemoryRouter>,
  );
  return onSaved;
}

beforeEach(() => {
  jest.mocked(contactsApi.update).mockReset();
  act(() => invalidFieldsDismissed());
});

it('does not send a contact without a name or with a broken email; it lists the invalid fields instead', async () => {
  renderEditor();
  fireEvent.change(screen.getByLabelText('contacts.name *'), { target: { value: '   ' } });
  fireEvent.change(screen.getByDisplayValue('bopha@example.com'), { target: { value: 'bopha-at-example' } });
  fireEvent.click(screen.getByTestId('contact-save'));
  await waitFor(() => expect($invalidFields.getState()).toEqual(['contacts.name', 'contacts.emails']));
  expect(contactsApi.update).not.toHaveBeenCalled();
  expect(screen.getByTestId('contact-editor')).toBeTruthy();
});

it('sends only the changed fields and hands the saved contact back', async () => {
  const saved = { ...contact, title: 'Managing Director' };
  jest.mocked(contactsApi.update).mockResolvedValue(saved);
  const onSaved = renderEditor();
  fireEvent.change(screen.getByLabelText('contacts.title'), { target: { value: ' Managing Director ' } });
  fireEvent.click(screen.getByTestId('contact-save'));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  expect(contactsApi.update).toHaveBeenCalledWith('c1', { title: 'Managing Director' });
  expect($invalidFields.getState()).toBeNull();
});

it('marks save (alt+s) and save-and-add-new (ctrl+shift+s); the latter saves, then starts the next contact', async () => {
  const saved = { ...contact, company: 'Seng Group' };
  jest.mocked(contactsApi.update).mockResolvedValue(saved);
  const onAddNew = jest.fn();
  const onSaved = renderEditor(jest.fn(), onAddNew);
  expect(screen.getByTestId('contact-save').getAttribute('data-shortcut')).toBe('save');
  expect(screen.getByTestId('contact-save-and-new').getAttribute('data-shortcut')).toBe('save-and-add-new');
  fireEvent.change(screen.getByLabelText('contacts.company'), { target: { value: 'Seng Group' } });
  fireEvent.click(screen.getByTestId('contact-save-and-new'));
  await waitFor(() => expect(onAddNew).toHaveBeenCalledTimes(1));
  expect(contactsApi.update).toHaveBeenCalledWith('c1', { company: 'Seng Group' });
  expect(onSaved).toHaveBeenCalledWith(saved);
});

it('does not send a tag that was deleted while the form was open', async () => {
  const withTags = { ...contact, tags: ['gone'] };
  jest.mocked(contactsApi.update).mockResolvedValue(withTags);
  render(
    <MemoryRouter initialEntries={['/apps/contacts/c1?edit=1']}>
      <ContactDetail contact={withTags} tags={[{ id: 'kept', title: 'Work' }]} countries={[]} onSaved={jest.fn()} onDeleted={jest.fn()} />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('contacts.title'), { target: { value: 'Owner and founder' } });
  fireEvent.click(screen.getByTestId('contact-save'));
  await waitFor(() => expect(contactsApi.update).toHaveBeenCalledWith('c1', { title: 'Owner and founder', tags: [] }));
});
