import { render } from '@testing-library/react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { applyPrimeLocale } from './prime-locale';
import { LOCALIZED_PAGINATOR } from './paginator';

const rows = Array.from({ length: 30 }, (_, i) => ({ id: i, name: `row ${i}` }));
const table = () => (
  <DataTable value={rows} paginator rows={10} rowsPerPageOptions={[10, 25]} paginatorTemplate={LOCALIZED_PAGINATOR} dataKey="id">
    <Column field="name" header="name" />
  </DataTable>
);

afterEach(() => applyPrimeLocale('en-US'));

it('the rows-per-page dropdown of a paginated table is named in Khmer', () => {
  applyPrimeLocale('km');
  const { container } = render(table());
  const labels = [...container.querySelectorAll('.p-paginator [aria-label]')].map((e) => e.getAttribute('aria-label'));
  expect(labels).toContain('បញ្ជីលោតទៅទំព័រ');
  expect(labels).toContain('ទំព័របន្ទាប់');
  expect(labels.filter((l) => /[A-Za-z]{3}/.test(l ?? ''))).toEqual([]);
});

it('and in English', () => {
  const { container } = render(table());
  const labels = [...container.querySelectorAll('.p-paginator [aria-label]')].map((e) => e.getAttribute('aria-label'));
  expect(labels).toContain('Jump to Page Dropdown');
});
