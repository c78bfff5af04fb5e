import { Box, Chip, useTheme } from '@mui/material';
import type { LabelOption } from './apply-labels-popover.tsx';

/** The labels an item carries, as small coloured chips (unknown ids are skipped). */
export function LabelChips({ labels, ids }: { labels: readonly LabelOption[]; ids: readonly string[] }) {
  const theme = useTheme();
  const shown = labels.filter((l) => ids.includes(l.id));
  if (shown.length === 0) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((label) => (
        <Chip
          key={label.id}
          label={label.name}
          size="small"
          sx={{ bgcolor: label.color, color: theme.palette.getContrastText(label.color), height: 20, fontSize: 12 }}
        />
      ))}
    </Box>
  );
}
