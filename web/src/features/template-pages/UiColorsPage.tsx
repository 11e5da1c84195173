import { useTranslation } from 'react-i18next';
import { TemplateFrame } from './TemplateFrame';
import './template-pages.css';

const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900];

export default function UiColorsPage() {
  const { t } = useTranslation();
  return (
    <TemplateFrame icon="pi pi-palette" subtitle={t('template.ui.colorsSubtitle')}>
      <section className="card">
        <h2 className="card-title">{t('template.ui.primary')}</h2>
        <div className="swatch-row">
          {SHADES.map((s) => <span key={s} className="swatch" style={{ background: `var(--primary-${s})` }} title={`primary-${s}`} />)}
        </div>
        <h2 className="card-title">{t('template.ui.surface')}</h2>
        <div className="swatch-row">
          {SHADES.map((s) => <span key={s} className="swatch" style={{ background: `var(--surface-${s})` }} title={`surface-${s}`} />)}
        </div>
      </section>
    </TemplateFrame>
  );
}
