import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { SYSTEM_LIMITS, type AuditEntry, type AuditStreamHistory } from '@cis/contracts';
import { formatDate, DATE_PATTERNS } from '../../lib/dates';
import { DayInput } from '../../lib/DayInput';
import { EMPTY_FILTERS, systemApi, type AuditFilters } from './system.api';

/** Rows per page on the screen (the server's default is larger: exports and scripts). */
const PAGE_SIZE = 25;
const show = (v: unknown) => (v === undefined ? '–' : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * The audit log: the event log newest first, filtered on the server (who, stream or entity, event type, time),
 * paged by position ("older" / "newer"), an entity's whole history with each change's before and after, and CSV.
 */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_FILTERS);
  /** The `before` cursor of each page shown so far (null: the newest), so "newer" goes back. */
  const [cursors, setCursors] = useState<Array<number | null>>([null]);
  const [items, setItems] = useState<AuditEntry[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [history, setHistory] = useState<AuditStreamHistory | null>(null);
  const before = cursors[cursors.length - 1];

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const page = await systemApi.audit(filters, before, PAGE_SIZE);
      setItems(page.items);
      setNextBefore(page.nextBefore);
    } catch {
      setItems([]);
      setNextBefore(null);
    } finally {
      setLoading(false);
    }
  }, [filters, before]);
  useEffect(() => { void load(); }, [load]);

  const apply = (next: AuditFilters) => {
    setDraft(next);
    setFilters(next);
    setCursors([null]);
  };
  const openHistory = async (stream: string) => {
    try {
      setHistory(await systemApi.stream(stream));
    } catch {
      // The shell's alert says why.
    }
  };
  const exportCsv = async () => {
    const blob = await systemApi.exportCsv(filters);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const field = (name: keyof AuditFilters, label: string) => (
    <label className="field">
      <span className="field-label">{label}</span>
      <input className="text-input" type="text" value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} data-testid={`audit-${name}`} />
    </label>
  );
  // Days picked in the page's language (DayInput), not the browser's own date input, which writes mm/dd/yyyy.
  const dayField = (name: 'from' | 'to', label: string) => (
    <div className="field">
      <label className="field-label" htmlFor={`audit-${name}-day`}>{label}</label>
      <DayInput inputId={`audit-${name}-day`} value={draft[name] || null} onChange={(day) => setDraft({ ...draft, [name]: day ?? '' })} testId={`audit-${name}`} />
    </div>
  );
  const when = (at: string) => formatDate(at, i18n.language, DATE_PATTERNS.dateTime);

  return (
    <section className="card system-audit" data-testid="audit-log" aria-labelledby="audit-title">
      <h2 className="card-title" id="audit-title"><i className="pi pi-history" aria-hidden="true" /> {t('systemPage.audit.title')}</h2>
      <form className="audit-filters" onSubmit={(e) => { e.preventDefault(); apply(draft); }}>
        {field('actor', t('systemPage.audit.actor'))}
        {field('stream', t('systemPage.audit.stream'))}
        {field('streamPrefix', t('systemPage.audit.streamPrefix'))}
        {field('type', t('systemPage.audit.type'))}
        {dayField('from', t('systemPage.audit.from'))}
        {dayField('to', t('systemPage.audit.to'))}
        <div className="audit-actions">
          <button type="submit" className="btn btn-primary btn-sm" data-testid="audit-apply"><i className="pi pi-filter" aria-hidden="true" /> {t('systemPage.audit.apply')}</button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => apply(EMPTY_FILTERS)}>{t('systemPage.audit.clear')}</button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void exportCsv().catch(() => undefined)} data-testid="audit-export">
            <i className="pi pi-download" aria-hidden="true" /> {t('systemPage.audit.export')}
          </button>
        </div>
      </form>
      {items.length === 0 && !loading ? <p className="muted" data-testid="audit-empty">{t('systemPage.audit.empty')}</p> : (
        <ul className="audit-list" aria-busy={loading} data-testid="audit-list">
          {items.map((e) => (
            <li key={e.position} className="audit-row" data-testid="audit-row">
              <span className="audit-when mono small">{when(e.at)}</span>
              <button type="button" className="audit-link" title={t('systemPage.audit.filterActor')}
                onClick={() => apply({ ...filters, actor: e.userId ?? 'system' })}>
                <i className="pi pi-user" aria-hidden="true" /> {e.userName ?? (e.userId ? e.userId.slice(0, 8) : t('systemPage.audit.system'))}
              </button>
              <button type="button" className="audit-link audit-type" onClick={() => apply({ ...filters, type: e.type })} title={t('systemPage.audit.filterType')}>
                {e.type}
              </button>
              <button type="button" className="audit-link audit-stream mono" onClick={() => void openHistory(e.stream)} data-testid="audit-history" title={t('systemPage.audit.history')}>
                <i className="pi pi-clock" aria-hidden="true" /> {e.stream} <span className="muted">#{e.version}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="audit-pager">
        <button type="button" className="btn btn-outline btn-sm" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))} data-testid="audit-newer">
          <i className="pi pi-angle-left" aria-hidden="true" /> {t('systemPage.audit.newer')}
        </button>
        <button type="button" className="btn btn-outline btn-sm" disabled={nextBefore === null} onClick={() => setCursors([...cursors, nextBefore])} data-testid="audit-older">
          {t('systemPage.audit.older')} <i className="pi pi-angle-right" aria-hidden="true" />
        </button>
      </div>
      <Dialog header={history ? t('systemPage.audit.historyOf', { stream: history.stream }) : ''} visible={history !== null} onHide={() => setHistory(null)}
        className="audit-dialog" breakpoints={{ '640px': '96vw' }} style={{ width: '56rem' }} data-testid="audit-dialog">
        {history && (
          <ol className="audit-history">
            {[...history.entries].reverse().map((entry) => (
              <li key={entry.position} data-testid="audit-history-entry">
                <div className="audit-history-head">
                  <strong>{entry.userName ?? t('systemPage.audit.system')}</strong> <span className="muted small">{when(entry.at)}</span>
                  <span className="audit-type small">{entry.type}</span>
                </div>
                {entry.changes.length > 0 && (
                  <table className="audit-changes">
                    <thead><tr><th>{t('systemPage.audit.field')}</th><th>{t('systemPage.audit.before')}</th><th>{t('systemPage.audit.after')}</th></tr></thead>
                    <tbody>
                      {entry.changes.map((c) => (
                        <tr key={c.field}><td className="mono">{c.field}</td><td className="audit-before">{show(c.before)}</td><td className="audit-after">{show(c.after)}</td></tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </li>
            ))}
          </ol>
        )}
        {history?.truncated && <p className="muted small">{t('systemPage.audit.truncated', { count: SYSTEM_LIMITS.auditStreamMax })}</p>}
      </Dialog>
    </section>
  );
}
