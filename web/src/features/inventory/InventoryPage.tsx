import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { InventoryEvents, type InventoryProduct } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { LoadFailed } from '../../lib/LoadFailed';
import { LOCALIZED_PAGINATOR } from '../../lib/paginator';
import { formatMoney, formatNumber } from '../../lib/format';
import { inventoryApi } from './inventory.api';
import { INITIAL_TABLE, imageSrc, toProductsQuery, type TableState } from './inventory.logic';
import { ProductImage } from './ProductImage';
import { InventoryTagManager } from './InventoryTagManager';
import './inventory.css';

/** Products table: search, sort and paging run on the server; any user's change refreshes the page shown. */
export default function InventoryPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const [table, setTable] = useState<TableState>(INITIAL_TABLE);
  const [typed, setTyped] = useState('');
  const [creating, setCreating] = useState(false);
  const [managingTags, setManagingTags] = useState(false);
  const tags = useLiveData(() => inventoryApi.tags(), [], [InventoryEvents.tagCreated, InventoryEvents.tagUpdated, InventoryEvents.tagDeleted]);

  // Searching waits for a pause in typing, then starts again from the first page.
  useEffect(() => {
    const timer = setTimeout(() => setTable((s) => (s.search === typed ? s : { ...s, search: typed, first: 0 })), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const query = toProductsQuery(table);
  const page = useLiveData(() => inventoryApi.products(query), [JSON.stringify(query)], ['inventory.']);

  // Past the last page (products deleted meanwhile): go to the last page there is.
  useEffect(() => {
    const answer = page.data;
    if (answer && answer.products === null) setTable((s) => ({ ...s, first: Math.max(0, answer.pagination.lastPage - 1) * s.rows }));
  }, [page.data]);

  // A failed load shows the failure (in the table's empty row), never the previous page as if it were current.
  const products = page.failed ? [] : page.data?.products ?? [];
  const total = !page.failed && page.data && page.data.products ? page.data.pagination.length : 0;

  const create = async () => {
    setCreating(true);
    try {
      const product = await inventoryApi.create();
      navigate(`/apps/ecommerce/inventory/${product.id}`);
    } catch {
      // alert shown by the shell
    } finally {
      setCreating(false);
    }
  };

  const money = (value: number | null) => (value === null ? '' : formatMoney(value, lang));

  return (
    <PageFrame
      icon="pi pi-shopping-bag"
      subtitle={t('inventory.subtitle')}
      actions={
        <div className="inv-actions">
          <Button icon="pi pi-tags" label={t('inventory.manageTags')} outlined onClick={() => setManagingTags(true)} data-testid="inventory-manage-tags" />
          <Button icon="pi pi-plus" label={t('inventory.add')} onClick={create} loading={creating} data-shortcut={managingTags ? undefined : 'add-new'} data-testid="inventory-add" />
        </div>
      }
    >
      <section className="card inv-card">
        <div className="inv-toolbar">
          <IconField iconPosition="left">
            <InputIcon className="pi pi-search" />
            <InputText
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('inventory.searchPlaceholder')}
              aria-label={t('inventory.search')}
              data-testid="inventory-search"
            />
          </IconField>
          <span className="muted" aria-live="polite">{t('inventory.count', { formatted: formatNumber(total, lang) })}</span>
        </div>
        <DataTable
          value={products}
          lazy
          dataKey="id"
          paginator
          first={table.first}
          rows={table.rows}
          rowsPerPageOptions={[10, 25, 50]}
          totalRecords={total}
          onPage={(e: DataTableStateEvent) => setTable((s) => ({ ...s, first: e.first, rows: e.rows }))}
          onSort={(e: DataTableStateEvent) => setTable((s) => ({ ...s, first: 0, sortField: e.sortField, sortOrder: e.sortOrder ?? 1 }))}
          sortField={table.sortField ?? undefined}
          sortOrder={table.sortOrder}
          loading={page.loading}
          emptyMessage={page.failed
            ? <LoadFailed className="inv-empty inv-failed" onRetry={page.reload} testId="inventory-failed" />
            : <div className="inv-empty" data-testid="inventory-empty"><i className="pi pi-inbox" aria-hidden="true" /> {table.search ? t('inventory.noMatches') : t('inventory.empty')}</div>}
          selectionMode="single"
          onRowClick={(e) => navigate(`/apps/ecommerce/inventory/${String(e.data.id)}`)}
          rowClassName={() => 'inv-row'}
          paginatorTemplate={LOCALIZED_PAGINATOR}
          stripedRows
          size="small"
          data-testid="inventory-table"
          aria-label={t('inventory.tableLabel')}
        >
          <Column
            header={<span className="p-sr-only">{t('inventory.picture')}</span>}
            body={(p: InventoryProduct) => <ProductImage src={imageSrc(p.thumbnail ?? p.images[0])} alt="" small testId="inventory-thumbnail" />}
            style={{ width: 72 }}
          />
          <Column field="sku" header={t('inventory.sku')} sortable />
          <Column field="name" header={t('inventory.name')} sortable body={(p: InventoryProduct) => <span className="inv-name">{p.name}</span>} />
          <Column field="price" header={t('inventory.price')} sortable body={(p: InventoryProduct) => money(p.price)} align="right" />
          <Column field="stock" header={t('inventory.stock')} sortable body={(p: InventoryProduct) => (p.stock === null ? '' : formatNumber(p.stock, lang))} align="right" />
          <Column
            field="active"
            header={t('inventory.active')}
            sortable
            body={(p: InventoryProduct) => <Tag severity={p.active ? 'success' : 'secondary'} value={p.active ? t('inventory.activeYes') : t('inventory.activeNo')} />}
          />
        </DataTable>
      </section>
      {managingTags && <InventoryTagManager tags={tags.data ?? []} onClose={() => setManagingTags(false)} onChanged={() => tags.reload()} />}
    </PageFrame>
  );
}
