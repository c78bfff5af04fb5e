import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';

/** Filled in by issue 4. */
export function MatchEditPage() {
  const { t } = useTranslation('matches');
  return <PageHeader title={t('title')} />;
}
