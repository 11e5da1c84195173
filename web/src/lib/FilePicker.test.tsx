import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { mergedTranslations } from '../../vite-plugins/translations';
import { ImportDialog } from '../features/master-table/generic/ImportDialog';
import { FilePicker } from './FilePicker';

const src = join(__dirname, '..');

async function i18nIn(lng: 'en-US' | 'km'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ lng, resources: { [lng]: { translation: mergedTranslations(src, lng) } }, interpolation: { escapeValue: false } });
  return instance;
}

it("a file is chosen with a button in the page's language, the browser's English 'Choose File' hidden", async () => {
  const onFile = jest.fn();
  render(
    <I18nextProvider i18n={await i18nIn('km')}>
      <FilePicker label="ជ្រើសរើសឯកសារ" accept=".csv" onFile={onFile} testId="picker" />
    </I18nextProvider>,
  );
  const input = screen.getByTestId<HTMLInputElement>('picker');
  expect(input.hidden).toBe(true);
  expect(screen.getByTestId('picker-button').textContent).toBe('ជ្រើសរើសឯកសារ');
  expect(screen.getByTestId('picker-name').textContent).toBe('មិនទាន់បានជ្រើសរើសឯកសារ');
  const file = new File(['code,nameEn\n'], 'rates.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
  expect(onFile).toHaveBeenCalledWith(file);
  expect(screen.getByTestId('picker-name').textContent).toBe('rates.csv');
});

it('the master-data CSV import (the one native file input the pages showed) chooses its file with a Khmer button', async () => {
  render(
    <I18nextProvider i18n={await i18nIn('km')}>
      <ImportDialog kind="help" onClose={() => undefined} onImported={() => undefined} />
    </I18nextProvider>,
  );
  const input = await screen.findByTestId<HTMLInputElement>('md-import-file');
  expect(input.hidden).toBe(true);
  expect(screen.getByTestId('md-import-file-button').textContent).toBe('ជ្រើសរើសឯកសារ CSV');
  // No file input anywhere in the page is left showing the browser's own (English) button.
  expect(Array.from(document.querySelectorAll<HTMLInputElement>('input[type=file]')).filter((el) => !el.hidden)).toEqual([]);
});
