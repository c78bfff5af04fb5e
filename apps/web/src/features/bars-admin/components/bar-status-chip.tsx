import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import type { AdminBar } from '@app/contract/bars-admin';

const COLORS = {
  accepted: 'success.main',
  pending: 'warning.main',
  rejected: 'error.main',
  trash: 'text.secondary',
} as const;

/** The bar's folder as an outlined tag: one element, since every row of the table shows one. */
export function BarStatusChip({ folder }: { folder: AdminBar['folder'] }) {
  const { t } = useTranslation('bars-admin');
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        color: COLORS[folder],
        border: 1,
        borderColor: 'currentColor',
        borderRadius: 4,
        px: 1,
        lineHeight: '22px',
        fontSize: 13,
        whiteSpace: 'nowrap',
      }}
    >
      {t(`status.${folder}`)}
    </Box>
  );
}
