import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { CouponEvents, cambodiaDay, type Coupon } from '@cis/contracts';
import { pushReceived } from '../../../api/socket';
import { formatRiel } from '../../../shell/balance/format';
import { alertRaised } from '../../../stores/alerts';
import { formatDay } from '../../../lib/balance-format';
import { CouponDialog } from './CouponDialog';
import { couponsApi } from './coupons.api';
import { couponState, matchesSearch } from './coupons.logic';
import '../master-data.css';
import { CARDS_ON_PHONES } from '../../../lib/cards-on-phones';
import { numberLocale } from '../../../lib/format';

const COUPON_EVENTS: string[] = Object.values(CouponEvents);

/**
 * Coupons as master data: every coupon (code, description, amount in riel, validity window, claims used / allowed)
 * in a table; create and edit dialogs for staff who may write (UPDATE_COUPON or ALL_FUNCTIONS), read only
 * otherwise. Creations, edits and claims pushed by the BFF reload the table.
 */
export function CouponsMasterData({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const [coupons, setCoupons] = useState<Coupon[] | null>(null);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const today = cambodiaDay(new Date());

  const load = useCallback(() => couponsApi.list().then(setCoupons, () => setCoupons((c) => c ?? [])), []);
  useEffect(() => {
    void load();
    return pushReceived.watch((e) => {
      if (COUPON_EVENTS.includes(e.type)) void load();
    });
  }, [load]);

  const shown = useMemo(() => (coupons ?? []).filter((c) => matchesSearch(c, query)), [coupons, query]);
  const money = (n: number) => formatRiel(n, i18n.language);
  const count = (n: number) => new Intl.NumberFormat(numberLocale(i18n.language)).format(n);

  return (
    <section className="card master-coupons" data-testid="master-coupons">
      <header className="master-section-header">
        <div>
          <h2 className="card-title">
            <i className="pi pi-ticket" aria-hidden="true" /> {t('masterData.coupons.title')}
          </h2>
          <p className="muted small">{t('masterData.coupons.subtitle')}</p>
        </div>
        <div className="master-section-tools">
          <span className="p-input-icon-left master-search">
            <InputText
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('masterData.coupons.search')}
              aria-label={t('masterData.coupons.search')}
              data-testid="coupon-search"
            />
          </span>
          {canWrite ? (
            <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="coupon-new">
              <i className="pi pi-plus" aria-hidden="true" />
              {t('masterData.coupons.new')}
            </button>
          ) : (
            <span className="master-read-only" data-testid="coupons-read-only" title={t('masterData.coupons.readOnlyHint')}>
              <i className="pi pi-eye" aria-hidden="true" /> {t('masterData.coupons.readOnly')}
            </span>
          )}
        </div>
      </header>
      <DataTable
        // Cells are translated: without this PrimeReact keeps them in the previous language.
        cellMemo={false}
        {...CARDS_ON_PHONES}
        value={shown}
        loading={coupons === null}
        dataKey="code"
        paginator
        rows={10}
        rowsPerPageOptions={[10, 20, 50]}
        sortField="code"
        sortOrder={1}
        size="small"
        stripedRows
        emptyMessage={query.trim() ? t('masterData.coupons.noMatch') : t('masterData.coupons.empty')}
        className="master-grid"
        data-testid="coupons-table"
      >
        <Column field="code" header={t('masterData.coupons.column.code')} sortable body={(c: Coupon) => <code>{c.code}</code>} />
        <Column field="description" header={t('masterData.coupons.column.description')} body={(c: Coupon) => c.description || '—'} />
        <Column field="amount" header={t('masterData.coupons.column.amount')} sortable align="right" body={(c: Coupon) => <strong>{money(c.amount)}</strong>} />
        <Column field="validFrom" header={t('masterData.coupons.column.validFrom')} sortable body={(c: Coupon) => formatDay(c.validFrom, i18n.language)} />
        <Column field="validTo" header={t('masterData.coupons.column.validTo')} sortable body={(c: Coupon) => formatDay(c.validTo, i18n.language)} />
        <Column
          field="claims"
          header={t('masterData.coupons.column.claims')}
          align="right"
          body={(c: Coupon) => (
            <span data-testid={`coupon-claims-${c.code}`}>{t('masterData.coupons.claims', { used: count(c.claims), allowed: count(c.maxClaims) })}</span>
          )}
        />
        <Column
          header={t('masterData.coupons.column.status')}
          body={(c: Coupon) => {
            const state = couponState(c, today);
            return <span className={`master-status master-status-${state}`} data-testid={`coupon-status-${c.code}`}>{t(`masterData.coupons.status.${state}`)}</span>;
          }}
        />
        {canWrite && (
          <Column
            header={t('masterData.coupons.column.actions')}
            align="right"
            body={(c: Coupon) => (
              <button
                type="button"
                className="icon-btn"
                onClick={() => setEditing(c)}
                aria-label={t('masterData.coupons.editTitle', { code: c.code })}
                title={t('masterData.coupons.editTitle', { code: c.code })}
                data-testid={`coupon-edit-${c.code}`}
              >
                <i className="pi pi-pencil" aria-hidden="true" />
              </button>
            )}
          />
        )}
      </DataTable>
      {editing && (
        <CouponDialog
          coupon={editing === 'new' ? null : editing}
          today={today}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            setCoupons((list) => [...(list ?? []).filter((c) => c.code !== saved.code), saved]);
            alertRaised({ type: 'success', message: t(created ? 'masterData.coupons.created' : 'masterData.coupons.saved', { code: saved.code }) });
          }}
        />
      )}
    </section>
  );
}
