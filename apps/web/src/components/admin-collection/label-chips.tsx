import { Box, useTheme } from '@mui/material';
import type { LabelOption } from './apply-labels-popover.tsx';

/**
 * The labels an item carries, as small coloured tags (unknown ids are skipped); one element each, since every row shows
 * them.
 */
export function LabelChips({ labels, ids }: { labels: readonly LabelOption[]; ids: readonly string[] }) {
  const theme = useTheme();
  if (ids.length === 0) return null;
  return labels
    .filter((l) => ids.includes(l.id))
    .map((label) => (
      <Box
        key={label.id}
        component="span"
        sx={{
          display: 'inline-block',
          bgcolor: label.color,
          color: theme.palette.getContrastText(label.color),
          borderRadius: 2.5,
          px: 1,
          mr: 0.5,
          lineHeight: '20px',
          fontSize: 12,
          maxWidth: '100%',
          overflowWrap: 'anywhere',
        }}
      >
        {label.name}
      </Box>
    ));
}
