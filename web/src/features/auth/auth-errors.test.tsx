import '../../test/text-encoding.polyfill';
import { join } from 'node:path';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { mergedTranslations } from '../../../vite-plugins/translations';
import { ApiError, http } from '../../api/http';
import SignUpPage from './SignUpPage';

const src = join(__dirname, '../..');

async function khmer(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'km', resources: { km: { translation: mergedTranslations(src, 'km') } }, interpolation: { escapeValue: false },
  });
  return instance;
}

afterEach(() => jest.restoreAllMocks());

/** The account forms word the server's refusals by their codes, like the shell's alerts, not in the server's English. */
it("shows a field refusal of sign-up in Khmer, by the server's code", async () => {
  const refusal = new ApiError(400, 'Bad Request', {
    message: 'password must be longer than or equal to 8 characters', code: 'minLength', params: { min: 8 }, field: 'password',
  }, null);
  jest.spyOn(http, 'post').mockRejectedValue(refusal);
  render(
    <I18nextProvider i18n={await khmer()}>
      <MemoryRouter><SignUpPage /></MemoryRouter>
    </I18nextProvider>,
  );
  fireEvent.change(document.querySelector('input[name=name]')!, { target: { value: 'Bopha Keo' } });
  fireEvent.change(document.querySelector('input[name=email]')!, { target: { value: 'bopha@example.com' } });
  fireEvent.change(document.querySelector('input[name=password]')!, { target: { value: 'long-enough-1' } });
  fireEvent.click(document.querySelector('#agree')!);
  fireEvent.submit(document.querySelector('form')!);
  await waitFor(() => expect(http.post).toHaveBeenCalled());
  const alert = await screen.findByText(/8/);
  expect(alert.textContent).not.toMatch(/must be longer/);
  expect(alert.textContent).toMatch(/[\u1780-\u17FF]/);
});
