import { useTranslation } from 'react-i18next';
import { Chip } from '@mui/material';
import type { AdminBar } from '@app/contract/bars-admin';

const COLORS = { accepted: 'success', pending: 'warning', rejected: 'error', trash: 'default' } as const;

export function BarStatusChip({ folder }: { folder: AdminBar['folder'] }) {
  const { t } = useTranslation('bars-admin');
  return <Chip size="small" variant="outlined" color={COLORS[folder]} label={t(`status.${folder}`)} />;
}
