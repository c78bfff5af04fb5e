import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { BOXED_MAX_WIDTH } from '../../config/theme.ts';
import { usePreferences } from './preferences-provider.tsx';

/**
 * The console's outer shape (docs/product.md §9 layouts): full-width fills the window; boxed
 * centres the whole console in a box of at most BOXED_MAX_WIDTH; framed leaves a margin frame
 * around it. `--app-frame` is the frame's width, read by the sticky sidebar and header.
 */
export function LayoutFrame({ children }: { children: ReactNode }) {
  const { layout } = usePreferences().preferences;
  const contained = layout !== 'full-width';
  return (
    <Box
      data-layout={layout}
      sx={{
        '--app-frame': layout === 'framed' ? { xs: '8px', sm: '24px' } : '0px',
        minHeight: '100vh',
        p: 'var(--app-frame)',
        bgcolor: contained ? (theme) => (theme.palette.mode === 'dark' ? '#000000' : '#d5dcd6') : 'background.default',
      }}
    >
      <Box
        data-testid="app-frame"
        sx={{
          display: 'flex',
          minHeight: 'calc(100vh - 2 * var(--app-frame))',
          maxWidth: layout === 'boxed' ? BOXED_MAX_WIDTH : 'none',
          mx: 'auto',
          bgcolor: 'background.default',
          ...(contained ? { boxShadow: 3 } : {}),
          // No overflow clipping: a list wider than the frame scrolls in its own container (or, at
          // worst, the page scrolls); it is never cut off at the frame's edge.
          ...(layout === 'framed' ? { borderRadius: 2 } : {}),
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
