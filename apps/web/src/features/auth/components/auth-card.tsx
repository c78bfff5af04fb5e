import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import { useTranslation } from 'react-i18next';

/** The public screens' frame: no sidebar, one centred card on the brand colour. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'primary.dark', p: 2 }}>
      <Paper component="main" elevation={6} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3, color: 'primary.main' }}>
          <SportsSoccerIcon />
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('common:appName')}
          </Typography>
        </Box>
        <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
