import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';

/** Filled in by issue 3. */
export function EditBarPage() {
  const { t } = useTranslation('bar');
  return <PageHeader title={t('title')} />;
}
