import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { HelpArticlesScreen } from './HelpArticlesScreen';

/** Help (`/helps`): the firm's help articles, in the reader's language, by category and searchable. */
export default function HelpsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-question-circle" subtitle={t('page.help.subtitle')}>
      <HelpArticlesScreen />
    </PageFrame>
  );
}
