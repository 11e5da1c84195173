import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function HelpsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-question-circle" subtitle={t('page.help.subtitle')}>
      <FormComesLater icon="pi pi-question-circle" description={t('page.help.description')} />
    </PageFrame>
  );
}
