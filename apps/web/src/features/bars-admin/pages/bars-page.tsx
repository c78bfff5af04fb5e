import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';

/** Filled in by issue 5. */
export function BarsPage() {
  const { t } = useTranslation('bars-admin');
  return <PageHeader title={t('title')} />;
}
