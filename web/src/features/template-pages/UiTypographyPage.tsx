import { useTranslation } from 'react-i18next';
import { TemplateFrame } from './TemplateFrame';
import './template-pages.css';

export default function UiTypographyPage() {
  const { t } = useTranslation();
  return (
    <TemplateFrame icon="pi pi-align-left" subtitle={t('template.ui.typographySubtitle')}>
      <section className="card typography">
        <h1>{t('template.ui.heading1')}</h1>
        <h2>{t('template.ui.heading2')}</h2>
        <h3>{t('template.ui.heading3')}</h3>
        <p>{t('template.ui.paragraph')}</p>
        <p className="muted">{t('template.ui.mutedParagraph')}</p>
      </section>
    </TemplateFrame>
  );
}
