import '../../test/text-encoding.polyfill';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Contact, Country } from '@cis/contracts';
import { countryName, localizeCountries } from './country-names';
import { ContactDetail } from './ContactDetail';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'km' } }),
}));
// PrimeReact's Dropdown as a plain list of its options drawn by the editor's templates: its overlay and virtual
// scroller (jsdom lays nothing out, so it would draw no rows) are PrimeReact's; the e2e opens the real picker.
jest.mock('primereact/dropdown', () => ({
  Dropdown: (props: { className?: string; options?: unknown[]; itemTemplate?: (o: unknown) => unknown }) => (
    <div className={props.className}>
      {(props.options ?? []).map((option, i) => <div key={i}>{props.itemTemplate ? (props.itemTemplate(option) as never) : null}</div>)}
    </div>
  ),
}));
jest.mock('./contacts.api', () => ({ contactsApi: { update: jest.fn(), uploadAvatar: jest.fn(), remove: jest.fn() } }));

const COUNTRIES: Country[] = [
  { id: '1', iso: 'kh', name: 'Cambodia', code: '+855', flagImagePos: '0 0' },
  { id: '2', iso: 'kr', name: 'South Korea', code: '+82', flagImagePos: '0 0' },
  { id: '3', iso: 'th', name: 'Thailand', code: '+66', flagImagePos: '0 0' },
];

describe('country names in the language', () => {
  it('are Khmer in Khmer and the English sent by the BFF otherwise; codes kept', () => {
    expect(countryName('kh', 'Cambodia', 'km')).toBe('កម្ពុជា');
    expect(countryName('kr', 'South Korea', 'km')).toBe('កូរ៉េខាងត្បូង');
    expect(countryName('kh', 'Cambodia', 'en-US')).toBe('Cambodia');
    expect(countryName('zz', 'Nowhere', 'km')).toBe('Nowhere');
    expect(localizeCountries(COUNTRIES, 'km')[2]).toEqual({ ...COUNTRIES[2], name: 'ថៃ', englishName: 'Thailand' });
  });

  it('the contact editor’s country picker lists them in Khmer with the dial codes', () => {
    const contact: Contact = {
      id: 'c1', avatar: null, background: null, name: 'Bopha Seng', emails: [], title: null, company: null, birthday: null,
      address: null, notes: null, tags: [], phoneNumbers: [{ country: 'kh', phoneNumber: '12 345 678', label: 'Mobile' }],
    } as unknown as Contact;
    render(
      <MemoryRouter initialEntries={['/apps/contacts/c1?edit=1']}>
        <ContactDetail contact={contact} tags={[]} countries={COUNTRIES} onSaved={jest.fn()} onDeleted={jest.fn()} />
      </MemoryRouter>,
    );
    const names = [...document.querySelectorAll('.ct-country-name')].map((e) => e.textContent);
    expect(names).toEqual(['កម្ពុជា', 'កូរ៉េខាងត្បូង', 'ថៃ']);
    expect(screen.getByText('+66')).toBeTruthy();
    expect(screen.queryAllByText('Thailand')).toEqual([]);
  });
});
