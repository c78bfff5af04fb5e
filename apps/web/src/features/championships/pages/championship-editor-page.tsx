import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';

/** Filled in by issue 6. */
export function ChampionshipEditorPage() {
  const { t } = useTranslation('championships');
  return <PageHeader title={t('title')} />;
}
