import '../../test/text-encoding.polyfill';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ContactEmailLines, ContactPhoneLines } from './ContactLines';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en-US' } }),
}));
jest.mock('./flag-urls', () => ({ flagUrl: (iso: string) => `/assets/flags/${iso}.svg` }));

it('edits, removes and adds email lines, each by its own action', () => {
  const dispatch = jest.fn();
  render(<ContactEmailLines emails={[{ email: 'a@example.com', label: 'Work' }, { email: 'b@example.com', label: 'Personal' }]} dispatch={dispatch} />);
  expect(screen.getByText('contacts.emails')).toBeTruthy();
  const lines = screen.getAllByTestId('contact-email-line');
  expect(lines).toHaveLength(2);
  fireEvent.change(within(lines[1]!).getByLabelText('contacts.email'), { target: { value: 'c@example.com' } });
  expect(dispatch).toHaveBeenLastCalledWith({ type: 'emailChanged', index: 1, changes: { email: 'c@example.com' } });
  fireEvent.click(within(lines[0]!).getByLabelText('contacts.removeEmail'));
  expect(dispatch).toHaveBeenLastCalledWith({ type: 'emailRemoved', index: 0 });
  fireEvent.click(screen.getByTestId('contact-add-email'));
  expect(dispatch).toHaveBeenLastCalledWith({ type: 'emailAdded' });
  expect(within(lines[0]!).getByLabelText('contacts.email').getAttribute('type')).toBe('email');
});

it('edits, removes and adds phone lines, each with its country picker, by the phone actions', () => {
  const dispatch = jest.fn();
  render(<ContactPhoneLines phoneNumbers={[{ country: 'kh', phoneNumber: '12 345 678', label: 'Mobile' }]} countries={[]} dispatch={dispatch} />);
  expect(screen.getByText('contacts.phoneNumbers')).toBeTruthy();
  const [line] = screen.getAllByTestId('contact-phone-line');
  expect(line!.querySelector('.ct-country-picker')).not.toBeNull();
  const number = within(line!).getByLabelText('contacts.phoneNumber');
  expect(number.getAttribute('type')).toBe('tel');
  fireEvent.change(number, { target: { value: '99 000 111' } });
  expect(dispatch).toHaveBeenLastCalledWith({ type: 'phoneChanged', index: 0, changes: { phoneNumber: '99 000 111' } });
  fireEvent.click(within(line!).getByLabelText('contacts.removePhone'));
  expect(dispatch).toHaveBeenLastCalledWith({ type: 'phoneRemoved', index: 0 });
  fireEvent.click(screen.getByTestId('contact-add-phone'));
  expect(dispatch).toHaveBeenLastCalledWith({ type: 'phoneAdded' });
});
