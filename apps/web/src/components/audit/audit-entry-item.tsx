import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, Collapse, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import type { AuditEntry } from '@app/contract/audit';
import { formatDateTime } from '../../lib/format-date.ts';
import { AuditChanges } from './audit-changes.tsx';

const OPERATION_COLORS = { insert: 'success', update: 'info', delete: 'error' } as const;

/**
 * One entry of the log: when, who, what was done (the operation and the request that did it) and,
 * when `showRecord`, to which record; the changed fields open below on demand.
 */
export function AuditEntryItem({ entry, showRecord }: { entry: AuditEntry; showRecord: boolean }) {
  const { t } = useTranslation('audit');
  const [open, setOpen] = useState(false);
  const who = entry.actor ? (entry.actor.nickname ?? entry.actor.email ?? entry.actor.id) : t('system');
  const fieldCount = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]).size;
  const changesId = `audit-changes-${entry.id}`;
  const kind = t(`kinds.${entry.entityKind}`, { defaultValue: entry.entityKind });
  const { summary } = entry;
  // Who did what to which named thing (docs/decisions/052); the ids stay on the line below.
  const sentence = t(`summary.${summary.what}`, {
    defaultValue: t(`summary.${({ insert: 'created', update: 'updated', delete: 'deleted' } as const)[entry.operation]}`),
    who, kind, name: summary.name ?? entry.entityId, match: summary.match ?? '', label: summary.label ?? '',
    status: summary.what === 'statusChanged' && summary.label ? t(`statuses.${summary.label}`, { defaultValue: summary.label }) : '',
  });
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.25, px: { xs: 1, sm: 1.5 }, borderBottom: 1, borderColor: 'divider' }} data-testid="audit-entry">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
        <Chip size="small" variant="outlined" color={OPERATION_COLORS[entry.operation]} label={t(`operations.${entry.operation}`)} />
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 16rem' }} data-testid="audit-sentence">{sentence}</Typography>
        <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.at} sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: 0.5 }}>
        <Typography variant="body2" data-testid="audit-who">
          {who}
          {entry.actor?.email && entry.actor.nickname ? <Box component="span" sx={{ color: 'text.secondary' }}>{' · '}<bdi dir="ltr">{entry.actor.email}</bdi></Box> : null}
        </Typography>
        {showRecord ? (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {kind}{' '}<Box component="span" sx={{ fontFamily: 'monospace' }}>{entry.entityId}</Box>
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{entry.action}</Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={changesId}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {t('changes', { total: fieldCount })}
        </Button>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box id={changesId} sx={{ mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          <AuditChanges entry={entry} />
        </Box>
      </Collapse>
    </Box>
  );
}
