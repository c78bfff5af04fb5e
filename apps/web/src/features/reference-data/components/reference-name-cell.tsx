import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, TableCell } from '@mui/material';
import { WRAP_ANYWHERE, type detailLinesBelow } from '../../../lib/fit-columns.ts';

type Props = {
  /** The emblem (and for a competition, its colour). */
  leading: ReactNode;
  name: string;
  nameTestId?: string;
  /** The row's first detail column (a competition's code, a team's country). */
  detail: string;
  source: string | null;
  matchCount: number;
  /** The line under the name that shows the hidden columns on a narrow table (`detailLinesBelow`). */
  detailLines: ReturnType<typeof detailLinesBelow>;
};

/**
 * The name column of the teams' and the competitions' tables: emblem, name, and the line a narrow table shows under it.
 */
export function ReferenceNameCell({ leading, name, nameTestId, detail, source, matchCount, detailLines }: Props) {
  const { t } = useTranslation('reference');
  return (
    <TableCell sx={{ fontWeight: 600, ...WRAP_ANYWHERE }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {leading}
        <Box sx={{ minWidth: 0 }}>
          <Box component="span" data-testid={nameTestId}>
            {name}
          </Box>
          <Box sx={detailLines}>
            {[detail, t(source ? 'source.feed' : 'source.hand'), t('matchCount', { count: matchCount })]
              .filter(Boolean)
              .join(' · ')}
          </Box>
        </Box>
      </Box>
    </TableCell>
  );
}
