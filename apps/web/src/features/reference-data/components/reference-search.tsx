import { Box, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { ReferenceFilter } from '../hooks/use-reference-filter.ts';

/** The search box above a list, as /users has it; a change shows the list's first page. */
export function ReferenceSearch({ filter, label }: { filter: ReferenceFilter; label: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 360px)' }, mb: 2 }}>
      <TextField
        size="small"
        placeholder={label}
        value={filter.searchInput}
        onChange={(e) => filter.search(e.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': label, maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
