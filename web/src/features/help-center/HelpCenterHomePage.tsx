import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { textIn } from '../../lib/in-language';
import { helpCenterApi } from './help-center.api';
import { HelpNav, Loaded } from './parts';

/** The help center's start: where to go, and the most asked questions. */
export default function HelpCenterHomePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const faqs = useLiveData(() => helpCenterApi.faqs('most-asked').then((list) => list[0] ?? null), [], []);
  return (
    <PageFrame icon="pi pi-question-circle" subtitle={t('helpCenter.subtitle')}>
      <HelpNav />
      <div className="hc-cards">
        <Link to="/apps/help-center/faqs" className="card hc-card" data-testid="hc-to-faqs">
          <i className="pi pi-question-circle" aria-hidden="true" />
          <h2>{t('helpCenter.faqsTitle')}</h2>
          <p className="muted">{t('helpCenter.faqsText')}</p>
        </Link>
        <Link to="/apps/help-center/guides" className="card hc-card" data-testid="hc-to-guides">
          <i className="pi pi-book" aria-hidden="true" />
          <h2>{t('helpCenter.guidesTitle')}</h2>
          <p className="muted">{t('helpCenter.guidesText')}</p>
        </Link>
        <a href="mailto:support@cis.com.kh" className="card hc-card">
          <i className="pi pi-envelope" aria-hidden="true" />
          <h2>{t('helpCenter.supportTitle')}</h2>
          <p className="muted">{t('helpCenter.supportText')}</p>
        </a>
      </div>
      <section className="card">
        <h2 className="card-title">{t('helpCenter.mostAsked')}</h2>
        <Loaded data={faqs.data} loading={faqs.loading} empty={(c) => c.faqs.length === 0}>
          {(category) => (
            <Accordion multiple>
              {category.faqs.map((faq) => (
                <AccordionTab key={faq.id} header={textIn(lang, faq.question, faq.questionKm)}><p>{textIn(lang, faq.answer, faq.answerKm)}</p></AccordionTab>
              ))}
            </Accordion>
          )}
        </Loaded>
      </section>
    </PageFrame>
  );
}
