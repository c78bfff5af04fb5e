import type { ReactNode } from 'react';
import { Box, Toolbar, Typography } from '@mui/material';

type Props = {
  /** The toolbar's accessible name. */
  label: string;
  /** 'n selected', shown while something is checked. */
  countText: string | null;
  /** Before the count: e.g. the selector menu. */
  leading?: ReactNode;
  /** The bulk actions, pushed to the end of the row. */
  children?: ReactNode;
};

/** The bulk toolbar's frame of a collection: the selection count, then what can be done to it. */
export function CollectionToolbar({ label, countText, leading, children }: Props) {
  return (
    <Toolbar
      disableGutters
      variant="dense"
      className="no-print"
      role="toolbar"
      aria-label={label}
      sx={{
        gap: 0.5,
        px: 1,
        mb: 1,
        flexWrap: 'wrap',
        borderRadius: 1,
        bgcolor: countText ? 'action.selected' : 'transparent',
      }}
    >
      {leading}
      {countText ? (
        <Typography variant="body2" sx={{ mx: 1, fontWeight: 600 }} aria-live="polite">
          {countText}
        </Typography>
      ) : null}
      {children ? (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, ml: 'auto' }}>{children}</Box>
      ) : null}
    </Toolbar>
  );
}
