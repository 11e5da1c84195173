import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { TabPanel, TabView } from 'primereact/tabview';
import { COMPANY_LOGO, MasterDataEvents, cambodiaDay, type MasterDataKind, type MasterDataRow } from '@cis/contracts';
import { isApiError } from '../../api/http';
import { alertRaised } from '../../stores/alerts';
import { PageFrame } from '../../shell/page/PageFrame';
import { useIsSmall } from '../../shell/breakpoints';
import { useLiveData } from '../../lib/live-data';
import { KindTable, RowDialog, masterDataAddressLoader, masterDataApi } from '../master-table';
import { AddressPicker, addressOfVillage } from '../../lib/AddressPicker';
import { labelIn, nameIn, otherNameIn } from '../../lib/in-language';
import { fileToBase64, organizationApi } from './organization.api';
import './organization.css';

const PUSHED = Object.values(MasterDataEvents);
/** The firm's lists, each the generic master-data table of its kind. */
const FIRM_KINDS = ['branch', 'position', 'tax-service'] as const satisfies readonly MasterDataKind[];

/**
 * Administration (`/organization`): the firm itself. Its profile (names, TIN, the gazetteer address, contacts, logo)
 * is the company-profile master-data row `firm`, edited with the generic row form; branches, positions and the price
 * list of its services are their master-data kinds, in the generic table. Editing needs the kind's UPDATE_* code or
 * ALL_FUNCTIONS; ALL_FUNCTIONS_READ sees everything and edits nothing.
 */
export default function OrganizationPage() {
  const { t, i18n } = useTranslation();
  const small = useIsSmall();
  const language = i18n.language;
  const kinds = useLiveData(() => masterDataApi.kinds(), [], PUSHED, 500);
  const profile = useLiveData(() => masterDataApi.list('company-profile', { size: 10 }), [], PUSHED, 300);
  const firm: MasterDataRow | undefined = profile.data?.items.find((r) => r.code === COMPANY_LOGO.firmCode);
  const summaryOf = (kind: MasterDataKind) => kinds.data?.find((k) => k.kind === kind);
  const canEdit = summaryOf('company-profile')?.canEdit ?? false;
  const [editing, setEditing] = useState(false);
  const [logo, setLogo] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const logoKey = typeof firm?.logo === 'string' ? firm.logo : null;

  useEffect(() => {
    let url: string | null = null;
    let current = true;
    if (logoKey) organizationApi.logoUrl().then((u) => { url = u; if (current) setLogo(u); }, () => current && setLogo(null));
    else setLogo(null);
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [logoKey]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > COMPANY_LOGO.maxBytes) {
      alertRaised({ type: 'error', message: t('organization.logoTooLarge', { kib: COMPANY_LOGO.maxBytes / 1024 }) });
      return;
    }
    setUploading(true);
    try {
      await organizationApi.uploadLogo(await fileToBase64(file));
      alertRaised({ type: 'success', message: t('organization.logoSaved') });
      profile.reload();
    } catch (error) {
      if (!isApiError(error)) throw error;
      alertRaised({ type: 'error', message: t(error.status === 413 ? 'organization.logoTooLarge' : 'organization.logoRefused', { kib: COMPANY_LOGO.maxBytes / 1024 }) });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const text = (value: unknown) => (value === null || value === undefined || value === '' ? <span className="muted">—</span> : String(value));
  const [primary, secondary] = firm ? [nameIn(language, firm), otherNameIn(language, firm)] : [null, null];

  return (
    <PageFrame icon="pi pi-building" subtitle={t('page.administration.subtitle')}>
      <ConfirmDialog />
      <div className="org-screen">
        <section className="card org-profile" data-testid="org-profile">
          <div className="org-logo-box">
            {logo ? <img src={logo} alt={t('organization.logoAlt')} className="org-logo" data-testid="org-logo" />
              : <span className="org-logo org-logo-empty" aria-hidden="true"><i className="pi pi-building" /></span>}
            {canEdit && (
              <>
                <input ref={fileInput} type="file" accept={COMPANY_LOGO.contentTypes.join(',')} hidden onChange={(e) => void upload(e.target.files?.[0])} data-testid="org-logo-input" />
                <button type="button" className="btn btn-secondary" disabled={uploading} onClick={() => fileInput.current?.click()} data-testid="org-logo-upload">
                  <i className={`pi ${uploading ? 'pi-spin pi-spinner' : 'pi-upload'}`} aria-hidden="true" /> {t('organization.uploadLogo')}
                </button>
              </>
            )}
            <small className="muted">{t('organization.logoHint', { kib: COMPANY_LOGO.maxBytes / 1024 })}</small>
          </div>
          <div className="org-details">
            <header className="org-details-header">
              <div>
                <h2 className="org-name" data-testid="org-name">{text(primary)}</h2>
                <p className="muted org-name-other" data-testid="org-name-other">{text(secondary)}</p>
              </div>
              {canEdit && firm && (
                <button type="button" className="btn btn-primary" onClick={() => setEditing(true)} data-testid="org-edit">
                  <i className="pi pi-pencil" aria-hidden="true" /> {t('organization.edit')}
                </button>
              )}
            </header>
            {firm ? (
              <dl className="org-fields">
                <dt>{t('organization.tin')}</dt><dd data-testid="org-tin">{text(firm.tin)}</dd>
                <dt>{t('organization.address')}</dt><dd data-testid="org-address">{text(firm.address)}</dd>
                <dt>{t('organization.phone')}</dt><dd>{text(firm.phone)}</dd>
                <dt>{t('organization.email')}</dt><dd>{text(firm.email)}</dd>
                <dt>{t('organization.website')}</dt><dd>{text(firm.website)}</dd>
              </dl>
            ) : profile.data && <p className="muted">{t('organization.noProfile')}</p>}
            {firm && (
              <div className="org-address">
                <AddressPicker value={addressOfVillage(typeof firm.villageCode === 'string' ? firm.villageCode : null)} onChange={() => undefined} disabled idPrefix="org-address" loader={masterDataAddressLoader} />
              </div>
            )}
          </div>
        </section>
        <section className="card org-lists">
          {/* Scrollable on small screens: the tabs that do not fit are reached by the nav's arrows, never cut off unseen.
              Following the breakpoint also re-renders the nav when the window narrows, which is when it sets its arrows. */}
          <TabView scrollable={small}>
            {FIRM_KINDS.map((kind) => {
              const summary = summaryOf(kind);
              return (
                <TabPanel key={kind} header={summary ? labelIn(language, summary.label) : kind}>
                  {summary ? <KindTable summary={summary} /> : <p className="muted">{t('help.loading')}</p>}
                </TabPanel>
              );
            })}
          </TabView>
        </section>
      </div>
      {editing && firm && (
        <RowDialog
          kind="company-profile"
          row={firm}
          today={cambodiaDay(new Date())}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            alertRaised({ type: 'success', message: t('organization.saved') });
            profile.reload();
          }}
        />
      )}
    </PageFrame>
  );
}
