import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function TutorialsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-graduation-cap" subtitle={t('page.tutorials.subtitle')}>
      <FormComesLater icon="pi pi-graduation-cap" description={t('page.tutorials.description')} />
    </PageFrame>
  );
}
