import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AddressPicker, EMPTY_ADDRESS, type AddressCodes, type AddressLoader, type AddressRow } from './AddressPicker';

let mockLanguage = 'en-US';
jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: mockLanguage } }) }));

const GAZETTEER: Record<string, AddressRow[]> = {
  province: [{ code: '12', nameEn: 'Phnom Penh', nameKm: 'ភ្នំពេញ' }, { code: '17', nameEn: 'Siem Reap', nameKm: 'សៀមរាប' }],
  '12': [{ code: '1201', nameEn: 'Chamkar Mon', nameKm: 'ចំការមន' }],
  '17': [{ code: '1710', nameEn: 'Siem Reab', nameKm: 'សៀមរាប' }],
};

/** The picker in a form that keeps what it answers, with a loader that reads GAZETTEER. */
function setup(loader: AddressLoader, initial: AddressCodes = EMPTY_ADDRESS) {
  const changes: AddressCodes[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return <AddressPicker value={value} loader={loader} idPrefix="a" onChange={(next) => { changes.push(next); setValue(next); }} />;
  }
  render(<Form />);
  return changes;
}

const gazetteer: AddressLoader = (level, parent) => Promise.resolve(level === 'province' ? GAZETTEER.province! : GAZETTEER[parent ?? ''] ?? []);
const label = (testId: string) => screen.getByTestId(testId).querySelector('.p-dropdown-label')?.textContent;

it('loads each level through the loader once the level above is chosen, and choosing a province clears what was below', async () => {
  mockLanguage = 'en-US';
  const loader = jest.fn(gazetteer);
  const changes = setup(loader, { province: '12', district: '1201', commune: null, village: null });
  await waitFor(() => expect(label('a-district')).toBe('Chamkar Mon'));
  expect(label('a-province')).toBe('Phnom Penh');
  expect(loader).toHaveBeenCalledWith('province', undefined);
  expect(loader).toHaveBeenCalledWith('district', '12');
  expect(loader).toHaveBeenCalledWith('commune', '1201');
  expect(screen.getByTestId('a-village').classList.contains('p-disabled')).toBe(true);

  fireEvent.click(screen.getByTestId('a-province').querySelector('.p-dropdown-trigger')!);
  // The panel is mid-transition in jsdom (display: none), so its options are found by their label, not their role.
  const siemReap = await waitFor(() => {
    const option = document.querySelector('[role=option][aria-label="Siem Reap"]');
    if (!option) throw new Error('no option yet');
    return option;
  });
  fireEvent.click(siemReap);
  expect(changes.at(-1)).toEqual({ province: '17', district: null, commune: null, village: null });
  await waitFor(() => expect(loader).toHaveBeenCalledWith('district', '17'));
});

it('names the places in Khmer on a Khmer page', async () => {
  mockLanguage = 'km';
  setup(gazetteer, { province: '12', district: '1201', commune: null, village: null });
  await waitFor(() => expect(label('a-district')).toBe('ចំការមន'));
  expect(label('a-province')).toBe('ភ្នំពេញ');
});

it('turns a level whose rows are refused into a code field', async () => {
  mockLanguage = 'en-US';
  const changes = setup(() => Promise.reject(new Error('403')));
  const province = await waitFor(() => {
    const input = screen.getByTestId('a-province');
    if (!(input instanceof HTMLInputElement)) throw new Error('still a dropdown');
    return input;
  });
  fireEvent.change(province, { target: { value: ' 12 ' } });
  expect(changes.at(-1)).toEqual({ province: '12', district: null, commune: null, village: null });
  await waitFor(() => expect(screen.getByTestId('a-district')).toBeInstanceOf(HTMLInputElement));
});
