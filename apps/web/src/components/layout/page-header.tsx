import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** The title row every page starts with; actions sit on the right. */
export function PageHeader({ title, actions, leading }: { title: string; actions?: ReactNode; leading?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
      {leading}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
}
