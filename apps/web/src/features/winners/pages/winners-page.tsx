import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';

/** Filled in by issue 7. */
export function WinnersPage() {
  const { t } = useTranslation('winners');
  return <PageHeader title={t('title')} />;
}
