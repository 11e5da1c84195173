import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { SelectButton } from 'primereact/selectbutton';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { textIn } from '../../lib/in-language';
import { helpCenterApi } from './help-center.api';
import { HelpNav, Loaded } from './parts';
import { textOrNull } from '../../lib/guards';

/** Every FAQ, grouped by category; a category can be picked to read only its questions. */
export default function FaqsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [slug, setSlug] = useState<string | null>(null);
  const all = useLiveData(() => helpCenterApi.faqs(), [], []);
  const categories = all.data ?? [];
  const shown = slug ? categories.filter((c) => c.slug === slug) : categories;
  return (
    <PageFrame icon="pi pi-question-circle" subtitle={t('helpCenter.faqsText')}>
      <HelpNav />
      <Loaded data={all.data} loading={all.loading} empty={(list) => list.length === 0}>
        {() => (
          <>
            <SelectButton
              value={slug}
              onChange={(e) => setSlug(textOrNull(e.value))}
              options={[{ label: t('helpCenter.allCategories'), value: null }, ...categories.map((c) => ({ label: textIn(lang, c.title, c.titleKm), value: c.slug }))]}
              className="hc-filter"
              aria-label={t('helpCenter.category')}
              data-testid="hc-faq-filter"
            />
            {shown.map((category) => (
              <section key={category.id} className="card hc-faq-category" data-testid="hc-faq-category">
                <h2 className="card-title">{textIn(lang, category.title, category.titleKm)}</h2>
                <Accordion multiple>
                  {category.faqs.map((faq) => (
                    <AccordionTab key={faq.id} header={textIn(lang, faq.question, faq.questionKm)}><p>{textIn(lang, faq.answer, faq.answerKm)}</p></AccordionTab>
                  ))}
                </Accordion>
              </section>
            ))}
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}
