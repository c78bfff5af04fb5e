import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';

/** Filled in by issue 3. */
export function MatchesPage() {
  const { t } = useTranslation('matches');
  return <PageHeader title={t('title')} />;
}
