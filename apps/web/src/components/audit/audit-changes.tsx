import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { AuditEntry } from '@app/contract/audit';
import { DirectionalIcon } from '../directional-icon.tsx';

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** The changed fields of one entry, each as before → after (an insert has only after, a delete only before). */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].sort();
  if (fields.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('noFields')}
      </Typography>
    );
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(100px, max-content) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {fields.map((field) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
            {field}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, overflowWrap: 'anywhere', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
          >
            {entry.operation === 'insert' ? null : (
              <Box
                component="span"
                sx={{ color: 'error.main', textDecoration: entry.operation === 'update' ? 'line-through' : undefined }}
                data-testid="before"
              >
                {shown(entry.before?.[field])}
              </Box>
            )}
            {entry.operation === 'update' ? (
              <DirectionalIcon icon={ArrowForwardIcon} fontSize="inherit" aria-label={t('becomes')} />
            ) : null}
            {entry.operation === 'delete' ? null : (
              <Box component="span" sx={{ color: 'success.main' }} data-testid="after">
                {shown(entry.after?.[field])}
              </Box>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
