import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

/**
 * A signed-in person on a page their role cannot use: say so (the page exists, a 404 would be
 * wrong) and offer a way back, to the previous page or to their own start page ("/" sends there).
 */
export function NoAccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 480 }}>
        <LockOutlinedIcon sx={{ fontSize: 72, color: 'text.secondary', mb: 2 }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('noAccess.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('noAccess.message')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => {
              void navigate(-1);
            }}
          >
            {t('noAccess.back')}
          </Button>
          <Button component={RouterLink} to="/" variant="contained">
            {t('noAccess.home')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
