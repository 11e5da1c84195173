import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectButton } from 'primereact/selectbutton';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { ICON_SETS, IconsRoutes, isOneOf, type IconSet, type IconSetKey } from '@cis/contracts';
import { formatNumber } from '../../lib/format';
import { TemplateFrame } from './TemplateFrame';
import { useRemote } from '../../lib/useRemote';
import { RemoteView } from '../../lib/RemoteView';
import { filterIcons, primeGlyph } from './icon-glyph';
import { optionOf } from '../../lib/options';
import './template-pages.css';

export default function UiIconsPage() {
  const { t } = useTranslation();
  const [set, setSet] = useState<IconSetKey>('heroicons-outline');
  const remote = useRemote<IconSet>(IconsRoutes.of(set));
  const options = ICON_SETS.map((s) => ({ value: s, label: t(`template.ui.iconSets.${s}`) }));
  return (
    <TemplateFrame icon="pi pi-th-large" subtitle={t('template.ui.iconsSubtitle')}>
      <section className="card icons-toolbar">
        <label className="icons-field">
          <span className="field-label">{t('template.ui.iconSet')}</span>
          <Dropdown inputId="icon-set" value={set} options={options} onChange={(e) => setSet(optionOf(ICON_SETS, e.value) ?? set)} data-testid="icon-set" />
        </label>
        <p className="muted small icons-note">{t('template.ui.iconsNote')}</p>
      </section>
      <RemoteView remote={remote} reload={remote.reload} isEmpty={(s) => s.list.length === 0}>{(data) => <IconGrid set={data} />}</RemoteView>
    </TemplateFrame>
  );
}

function IconGrid({ set }: { set: IconSet }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [size, setSize] = useState<'grid' | 'list'>('grid');
  const shown = useMemo(() => filterIcons(set.list, query), [set, query]);
  return (
    <section className="card" data-testid="icon-set-grid">
      <header className="icons-head">
        <div>
          <h2 className="card-title">{set.name}</h2>
          <span className="muted small">{t('template.ui.iconCount', { shown: formatNumber(shown.length, i18n.language), total: formatNumber(set.list.length, i18n.language) })}</span>
        </div>
        <span className="p-input-icon-left">
          <i className="pi pi-search" aria-hidden="true" />
          <InputText value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('template.ui.iconSearch')} aria-label={t('template.ui.iconSearch')} />
        </span>
        <SelectButton value={size} allowEmpty={false} onChange={(e) => isOneOf(['grid', 'list'] as const, e.value) && setSize(e.value)}
          options={[{ value: 'grid', icon: 'pi pi-th-large', label: t('template.ui.grid') }, { value: 'list', icon: 'pi pi-list', label: t('template.ui.list') }]}
          itemTemplate={(o: { icon: string; label: string }) => <i className={o.icon} aria-label={o.label} />} />
      </header>
      {shown.length === 0 ? <p className="muted remote-state">{t('template.ui.noIcons')}</p> : (
        <ul className={`icon-grid icon-grid-${size} ${set.grid}`} role="list">
          {shown.map((name) => {
            const glyph = primeGlyph(name);
            return (
              <li key={name} data-testid="icon-item" title={`${set.namespace}:${name}`}>
                {glyph ? <i className={`pi ${glyph}`} aria-hidden="true" /> : <span className="icon-initial" aria-hidden="true">{name[0]?.toUpperCase()}</span>}
                <code>{name}</code>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
