import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** docs/product.md: a copyright line, hidden by default. */
export function Footer({ visible = false }: { visible?: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {t('layout.copyright', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
