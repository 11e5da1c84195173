import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { InputText } from 'primereact/inputtext';
import { ConfirmDialog } from 'primereact/confirmdialog';
import {
  MASTER_DATA_GROUPS, MASTER_DATA_GROUP_LABELS, MasterDataEvents, isMasterDataKind, type MasterDataKind, type MasterDataKindSummary,
} from '@cis/contracts';
import { useLiveData } from '../../../lib/live-data';
import { CouponsMasterData } from '../coupons/CouponsMasterData';
import { masterDataApi } from '../master-data.api';
import { KindTable } from './KindTable';
import { labelIn } from '../../../lib/in-language';
import { numberLocale } from '../../../lib/format';

const PUSHED = Object.values(MasterDataEvents);

/**
 * Every kind the user may read, grouped and searchable (by its English or Khmer name); the chosen kind (`?kind=` in
 * the URL) opens as a table. Coupons keep their own table (claims and status), the same rows as their kind.
 */
export function MasterDataBrowser({ couponsWritable }: { couponsWritable: boolean }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState('');
  const kinds = useLiveData(() => masterDataApi.kinds(), [], PUSHED, 500);
  const requested = params.get('kind');
  const summaries = useMemo(() => kinds.data ?? [], [kinds.data]);
  const selected: MasterDataKindSummary | undefined =
    summaries.find((k) => k.kind === requested) ?? summaries.find((k) => k.kind === 'province') ?? summaries[0];
  const choose = (kind: MasterDataKind) => setParams((p) => { const next = new URLSearchParams(p); next.set('kind', kind); return next; }, { replace: true });

  const groups = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    const matches = (k: MasterDataKindSummary) => !needle || [k.kind, k.label.en.toLocaleLowerCase(), k.label.km].some((s) => s.includes(needle));
    return MASTER_DATA_GROUPS.map((group) => ({ group, kinds: summaries.filter((k) => k.group === group && matches(k)) })).filter((g) => g.kinds.length > 0);
  }, [summaries, filter]);

  const number = (n: number) => new Intl.NumberFormat(numberLocale(i18n.language)).format(n);
  return (
    <div className="md-browser" data-testid="md-browser">
      <ConfirmDialog />
      <nav className="card md-kinds" aria-label={t('masterData.generic.kinds')}>
        <InputText value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('masterData.generic.findKind')}
          aria-label={t('masterData.generic.findKind')} className="md-kinds-search" data-testid="md-kind-search" />
        <div className="md-kinds-groups">
          {groups.map(({ group, kinds: list }) => (
            <div key={group} className="md-kind-group">
              <h3 className="md-kind-group-title">{labelIn(i18n.language, MASTER_DATA_GROUP_LABELS[group])}</h3>
              <ul>
                {list.map((k) => (
                  <li key={k.kind}>
                    <button type="button" className={`md-kind-link${selected?.kind === k.kind ? ' active' : ''}`} onClick={() => choose(k.kind)}
                      aria-current={selected?.kind === k.kind ? 'page' : undefined} data-testid={`md-kind-link-${k.kind}`}>
                      <span>{labelIn(i18n.language, k.label)}</span>
                      <span className="md-kind-count">{number(k.count)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {kinds.data && groups.length === 0 && <p className="muted small">{t('masterData.generic.noKind')}</p>}
        </div>
      </nav>
      <div className="md-kind-panel">
        {selected && (requested === 'coupon' && isMasterDataKind(requested)
          ? <CouponsMasterData canWrite={couponsWritable} />
          : <KindTable key={`${selected.kind}~${params.get('search') ?? ''}`} summary={selected} initialSearch={params.get('search') ?? ''} />)}
      </div>
    </div>
  );
}
