import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';
import { TemplateFrame } from './TemplateFrame';
import './template-pages.css';

/** Releases, newest first; the texts are in the language files under template.docs.releases.<version>. */
/** A release: its version, its day and its changes by kind (added, changed, fixed). */
interface Release { version: string; date: string; changes: Readonly<Record<string, readonly string[]>> }

const RELEASES: readonly Release[] = [
  { version: '1.0.0', date: '2026-03-02', changes: { added: ['shell', 'languages', 'live', 'apps'], fixed: ['print'] } },
  { version: '0.9.0', date: '2026-02-09', changes: { added: ['dashboards', 'academy'], changed: ['icons'] } },
  { version: '0.8.0', date: '2026-01-19', changes: { added: ['balance'], fixed: ['khmerDigits'] } },
];

export default function ChangelogPage() {
  const { t, i18n } = useTranslation();
  return (
    <TemplateFrame icon="pi pi-megaphone" subtitle={t('template.docs.changelogSubtitle')}>
      <ol className="changelog" role="list">
        {RELEASES.map((r) => (
          <li key={r.version} className="card changelog-release" data-testid="changelog-release">
            <header className="changelog-head">
              <h2 className="card-title">v{r.version}</h2>
              <time className="muted" dateTime={r.date}>{formatDate(r.date, i18n.language)}</time>
            </header>
            {Object.entries(r.changes).map(([kind, items]) => (
              <section key={kind}>
                <span className={`changelog-kind changelog-${kind}`}>{t(`template.docs.kinds.${kind}`)}</span>
                <ul>{items.map((c) => <li key={c}>{t(`template.docs.changes.${c}`)}</li>)}</ul>
              </section>
            ))}
          </li>
        ))}
      </ol>
    </TemplateFrame>
  );
}
