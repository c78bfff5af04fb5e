import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';

/** Filled in by issue 7. */
export function ScanQrCodePage() {
  const { t } = useTranslation('scan');
  return <PageHeader title={t('title')} />;
}
