import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { MASTER_DATA_DECLARATIONS, MASTER_DATA_LIMITS, masterDataFieldNames, type MasterDataImportReport, type MasterDataKind } from '@cis/contracts';
import { alertFor, isApiError } from '../../../api/http';
import { alertRaised } from '../../../stores/alerts';
import { masterDataApi } from '../master-data.api';
import { fieldLabelOf } from './master-data.form';
import { FilePicker } from '../../../lib/FilePicker';

/**
 * A CSV import: the file (or pasted text) is first checked with a dry run, which lists every rejected row; the
 * import itself stores all the rows or none.
 */
export function ImportDialog({ kind, onClose, onImported }: { kind: MasterDataKind; onClose: () => void; onImported: () => void }) {
  const { t, i18n } = useTranslation();
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<MasterDataImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const header = masterDataFieldNames(MASTER_DATA_DECLARATIONS[kind]).join(',');

  const run = async (dryRun: boolean) => {
    setBusy(true);
    try {
      const answer = await masterDataApi.import(kind, csv, dryRun);
      setReport(answer);
      if (!dryRun) {
        alertRaised({ type: 'success', message: t('masterData.generic.imported', { count: answer.accepted }) });
        onImported();
      }
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A real import with a bad row answers 400 listing them (csv.<row>.<field>): the same report as a dry run.
      const rejected = (error.envelope?.errors ?? []).map((e) => /^csv\.(\d+)\.(.+)$/.exec(e.field ?? '')).filter((m): m is RegExpExecArray => m !== null);
      if (rejected.length > 0) setReport({ dryRun: false, accepted: 0, rejected: rejected.map((m, i) => ({ row: Number(m[1]), field: m[2], code: error.envelope?.errors?.[i]?.code ?? 'invalid' })) });
      else alertFor(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('masterData.generic.importTitle')}
      style={{ width: 'min(48rem, 100vw)' }}
      draggable={false}
      data-testid="md-import"
      footer={
        <div className="md-dialog-footer">
          <Button label={t('label.action.cancel')} text onClick={onClose} disabled={busy} />
          <Button label={t('masterData.generic.dryRun')} icon="pi pi-search" outlined loading={busy} disabled={!csv.trim()} onClick={() => void run(true)} data-testid="md-dry-run" />
          <Button label={t('masterData.generic.importNow')} icon="pi pi-upload" loading={busy} disabled={!csv.trim()} onClick={() => void run(false)} data-testid="md-import-now" />
        </div>
      }
    >
      <p className="muted small">{t('masterData.generic.importHint')}</p>
      <code className="md-import-header">{header}</code>
      <FilePicker
        label={t('masterData.generic.chooseFile')}
        accept=".csv,text/csv"
        onFile={(file) => void file.text().then((text) => { setCsv(text); setReport(null); })}
        testId="md-import-file"
      />
      <InputTextarea value={csv} onChange={(e) => { setCsv(e.target.value); setReport(null); }} rows={6} className="md-import-text"
        maxLength={MASTER_DATA_LIMITS.importBytes} aria-label="CSV" data-testid="md-import-text" />
      {report && (
        <div className="md-import-report" data-testid="md-import-report">
          <p>
            <strong>{t(report.dryRun ? 'masterData.generic.wouldAccept' : 'masterData.generic.accepted', { count: report.accepted })}</strong>
            {report.rejected.length > 0 && <> · <span className="md-problem">{t('masterData.generic.rejected', { count: report.rejected.length })}</span></>}
          </p>
          {report.rejected.length > 0 && (
            <table className="md-import-rejected">
              <thead><tr><th>{t('masterData.generic.row')}</th><th>{t('masterData.generic.fieldColumn')}</th><th>{t('masterData.generic.problemColumn')}</th></tr></thead>
              <tbody>
                {report.rejected.slice(0, 200).map((r, i) => (
                  <tr key={`${r.row}-${r.field}-${i}`}>
                    <td>{r.row}</td>
                    <td>{fieldLabelOf(kind, r.field, i18n.language, t)}</td>
                    <td>{t(`masterData.generic.problem.${r.code}`, { defaultValue: r.code })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </Dialog>
  );
}
