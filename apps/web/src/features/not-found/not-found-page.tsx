import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

/** docs/product.md: large '404', a message, a search box and a go-home button. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  return (
    <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 480 }}>
        <Typography
          variant="h1"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: 96, sm: 144 }, color: 'text.secondary' }}
        >
          404
        </Typography>
        <Typography variant="h6" sx={{ mb: 3 }}>
          {t('notFound.message')}
        </Typography>
        <TextField
          fullWidth
          placeholder={t('notFound.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ mb: 3 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': t('notFound.search') },
          }}
        />
        <Button component={RouterLink} to="/" variant="contained">
          {t('notFound.goHome')}
        </Button>
      </Box>
    </Box>
  );
}
