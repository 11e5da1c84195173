import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { TutorialsScreen } from '../helps';

/** Tutorials (`/tutorials`): videos and the library, by category and searchable. */
export default function TutorialsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-graduation-cap" subtitle={t('page.tutorials.subtitle')}>
      <TutorialsScreen />
    </PageFrame>
  );
}
