import { useTranslation } from 'react-i18next';
import { Box, Button, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { auditEntityKindSchema } from '@app/contract/audit';
import type { useAuditFilter } from '../hooks/use-audit-filter.ts';
import { DayPicker } from '../../../components/date-picker/day-picker.tsx';
import { PersonPicker, type Person } from './person-picker.tsx';

const ANY = '';

/** Person, record kind, record id and days; every change lists the newest entries again. */
export function AuditFilters({
  filter,
  knownActor,
  onClear,
}: {
  filter: ReturnType<typeof useAuditFilter>;
  knownActor: Person | null;
  onClear: () => void;
}) {
  const { t } = useTranslation('audit');
  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        alignItems: 'start',
        gridTemplateColumns: {
          // The day fields keep room for a whole date and the picker's button.
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          xl: 'minmax(200px, 2fr) minmax(140px, 1fr) minmax(140px, 1fr) minmax(170px, 1fr) minmax(170px, 1fr) auto',
        },
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <PersonPicker value={filter.actorId} known={knownActor} onChange={filter.setActor} />
      </Box>
      <TextField
        select
        size="small"
        label={t('filters.kind')}
        value={filter.kind ?? ANY}
        onChange={(e) => filter.setKind(auditEntityKindSchema.safeParse(e.target.value).data ?? null)}
      >
        <MenuItem value={ANY}>{t('filters.allKinds')}</MenuItem>
        {auditEntityKindSchema.options.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('filters.entityId')}
        value={filter.entityInput}
        onChange={(e) => filter.searchEntity(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100, spellCheck: false } }}
      />
      <DayPicker
        size="small"
        label={t('filters.from')}
        value={filter.from}
        onChange={filter.setFrom}
        maxDay={filter.to || undefined}
      />
      <DayPicker
        size="small"
        label={t('filters.to')}
        value={filter.to}
        onChange={filter.setTo}
        minDay={filter.from || undefined}
      />
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', xl: 'auto' },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1,
        }}
      >
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={filter.preferences}
              onChange={(e) => filter.setPreferences(e.target.checked)}
            />
          }
          label={t('filters.preferences')}
        />
        <Button onClick={onClear} disabled={!filter.active}>
          {t('filters.clear')}
        </Button>
      </Box>
    </Box>
  );
}
