import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import type { MasterDataHistoryEntry, MasterDataKind, MasterDataRow } from '@cis/contracts';
import { DATE_PATTERNS, formatDate } from '../../../lib/dates';
import { masterDataApi } from '../master-data.api';
import { fieldLabelOf } from './master-data.form';


/** Who changed a row, what and when: read from the log. */
export function HistoryDialog({ kind, row, onClose }: { kind: MasterDataKind; row: MasterDataRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [entries, setEntries] = useState<MasterDataHistoryEntry[] | null>(null);
  useEffect(() => {
    masterDataApi.history(kind, row.id).then(setEntries, () => setEntries([]));
  }, [kind, row.id]);
  const shown = (value: unknown) => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'masterData.generic.yes' : 'masterData.generic.no');
    return String(value);
  };
  const when = (at: string) => formatDate(at, i18n.language, DATE_PATTERNS.dateTime);
  return (
    <Dialog visible onHide={onClose} header={t('masterData.generic.historyTitle', { code: row.code })} style={{ width: 'min(44rem, 100vw)' }} draggable={false} data-testid="md-history">
      {entries === null ? (
        <p className="muted">{t('masterData.generic.loading')}</p>
      ) : (
        <ol className="md-history">
          {[...entries].reverse().map((entry, index) => (
            <li key={`${entry.at}-${index}`} data-testid="md-history-entry">
              <div className="md-history-head">
                <strong>{t(`masterData.generic.action.${entry.action}`)}</strong>
                <span className="muted small">{when(entry.at)} · {entry.userName ?? t('masterData.generic.system')}</span>
              </div>
              {entry.action !== 'retired' && (
                <ul className="md-history-changes">
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      <span className="md-history-field">{fieldLabelOf(kind, change.field, i18n.language, t)}</span>{' '}
                      {entry.action === 'updated' && <><s>{shown(change.before)}</s> → </>}
                      <span>{shown(change.after)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
