import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BreadCrumb } from 'primereact/breadcrumb';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { FILE_MANAGER_ROOT, FileManagerEvents, FileManagerRoutes, type FileManagerItem, type FileManagerListing } from '@cis/contracts';
import { http, isApiError, withQuery } from '../../api/http';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { LoadFailed } from '../../lib/LoadFailed';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { countInContents, crumbsOf, folderLink, iconOf } from './file-manager.logic';
import './file-manager.css';

/** Folders and files of one folder, a breadcrumb of its path, and the selected item's details beside them. */
export default function FileManagerPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const { folderId = null } = useParams();
  const [params, setParams] = useSearchParams();
  const listing = useLiveData(
    () => http.get<FileManagerListing>(withQuery(FileManagerRoutes.base, { folderId: folderId ?? FILE_MANAGER_ROOT })),
    [folderId],
    [FileManagerEvents.itemAdded],
  );
  const data = listing.data;
  const items = data ? [...data.folders, ...data.files] : [];
  const selected = items.find((item) => item.id === params.get('details')) ?? null;

  const select = (item: FileManagerItem | null) => {
    const next = new URLSearchParams(params);
    if (item) next.set('details', item.id);
    else next.delete('details');
    setParams(next, { replace: true });
  };

  const contentsLabel = (item: FileManagerItem) => {
    const n = countInContents(item.contents);
    return n === null ? item.contents ?? '' : t('fileManager.files', { formatted: formatNumber(n, lang) });
  };
  const typeLabel = (item: FileManagerItem) => (item.type === 'folder' ? t('fileManager.folder') : item.type);

  const crumbs = crumbsOf(data?.path ?? [], t('fileManager.root'));
  const model = crumbs.slice(1).map(({ label, url }) => ({ label, url, command: url ? () => navigate(url) : undefined }));

  const tile = (item: FileManagerItem) => {
    const { icon, tone } = iconOf(item.type);
    const open = () => (item.type === 'folder' ? navigate(folderLink(item.id)) : select(item));
    return (
      <li key={item.id}>
        <button
          type="button"
          className={`fm-tile ${selected?.id === item.id ? 'fm-tile-active' : ''}`}
          onClick={open}
          data-testid={item.type === 'folder' ? 'fm-folder' : 'fm-file'}
          aria-label={`${typeLabel(item)}: ${item.name}`}
        >
          <span className={`fm-icon ${tone}`}><i className={icon} aria-hidden="true" />{item.type !== 'folder' && <span className="fm-type">{item.type}</span>}</span>
          <span className="fm-tile-name">{item.name}</span>
          <span className="fm-tile-sub muted">{item.type === 'folder' ? contentsLabel(item) : item.size}</span>
        </button>
        {item.type === 'folder' && (
          <Button icon="pi pi-info-circle" text rounded size="small" className="fm-info" aria-label={t('fileManager.showDetails', { name: item.name })} onClick={() => select(item)} />
        )}
      </li>
    );
  };

  return (
    <PageFrame icon="pi pi-folder-open" subtitle={t('fileManager.subtitle')}>
      <div className={`fm-layout ${selected ? 'fm-with-details' : ''}`}>
        <section className="card fm-main">
          <BreadCrumb
            home={{ icon: 'pi pi-home', label: t('fileManager.root'), url: crumbs[0]?.url, command: crumbs[0]?.url ? () => navigate(folderLink(null)) : undefined }}
            model={model}
            className="fm-crumbs"
            aria-label={t('fileManager.path')}
            data-testid="fm-breadcrumb"
          />
          {listing.loading ? (
            <div className="fm-state"><ProgressSpinner style={{ width: 40, height: 40 }} aria-label={t('fileManager.loading')} /></div>
          ) : listing.failed && !(isApiError(listing.error) && listing.error.status === 404) ? (
            <LoadFailed className="fm-state" onRetry={listing.reload} testId="fm-failed" />
          ) : !data || listing.failed ? (
            <div className="fm-state" data-testid="fm-not-found"><i className="pi pi-exclamation-circle" aria-hidden="true" /><p>{t('fileManager.notFound')}</p><Link to={folderLink(null)}>{t('fileManager.backToRoot')}</Link></div>
          ) : items.length === 0 ? (
            <div className="fm-state" data-testid="fm-empty"><i className="pi pi-folder-open" aria-hidden="true" /><p>{t('fileManager.empty')}</p></div>
          ) : (
            <>
              {data.folders.length > 0 && (
                <>
                  <h2 className="fm-heading">{t('fileManager.folders')} <span className="muted">({formatNumber(data.folders.length, lang)})</span></h2>
                  <ul className="fm-grid">{data.folders.map(tile)}</ul>
                </>
              )}
              {data.files.length > 0 && (
                <>
                  <h2 className="fm-heading">{t('fileManager.filesHeading')} <span className="muted">({formatNumber(data.files.length, lang)})</span></h2>
                  <ul className="fm-grid">{data.files.map(tile)}</ul>
                </>
              )}
            </>
          )}
        </section>
        {selected && (
          <aside className="card fm-details" aria-label={t('fileManager.details')} data-testid="fm-details">
            <div className="fm-details-head">
              <h2>{t('fileManager.details')}</h2>
              <Button icon="pi pi-times" text rounded aria-label={t('fileManager.close')} onClick={() => select(null)} />
            </div>
            <div className={`fm-preview ${iconOf(selected.type).tone}`}><i className={iconOf(selected.type).icon} aria-hidden="true" /></div>
            <h3 className="fm-details-name">{selected.name}</h3>
            <dl className="fm-facts">
              <dt>{t('fileManager.type')}</dt><dd>{typeLabel(selected)}</dd>
              <dt>{t('fileManager.size')}</dt><dd>{selected.size}</dd>
              {selected.type === 'folder' && (<><dt>{t('fileManager.contents')}</dt><dd>{contentsLabel(selected)}</dd></>)}
              <dt>{t('fileManager.createdBy')}</dt><dd>{selected.createdBy}</dd>
              <dt>{t('fileManager.createdAt')}</dt><dd>{formatDate(selected.createdAt, lang)}</dd>
              <dt>{t('fileManager.modifiedAt')}</dt><dd data-testid="fm-modified">{formatDate(selected.modifiedAt, lang)}</dd>
            </dl>
            {selected.description && (<><h4>{t('fileManager.description')}</h4><p className="fm-description">{selected.description}</p></>)}
            {selected.type === 'folder' && <Button icon="pi pi-folder-open" label={t('fileManager.open')} onClick={() => navigate(folderLink(selected.id))} />}
          </aside>
        )}
      </div>
    </PageFrame>
  );
}
