import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, Collapse, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import type { AuditEntry } from '@app/contract/audit';
import { formatDateTime } from '../../lib/format-date.ts';
import { AuditChanges } from './audit-changes.tsx';
import { AuditSentence } from './audit-sentence.tsx';
import { auditTagOf } from './audit-tag.ts';

const mono = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;

/**
 * One entry of the log: what was done, as a sentence with its tag, and when. The technical side —
 * the account, the record's kind and id (when `showRecord`), the request and the changed fields —
 * opens below on demand.
 */
export function AuditEntryItem({ entry, showRecord }: { entry: AuditEntry; showRecord: boolean }) {
  const { t } = useTranslation('audit');
  const [open, setOpen] = useState(false);
  const who = entry.actor ? (entry.actor.nickname ?? entry.actor.email ?? entry.actor.id) : t('system');
  const fieldCount = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]).size;
  const detailsId = `audit-details-${entry.id}`;
  const tag = auditTagOf(entry);
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1.25, px: { xs: 1, sm: 1.5 }, borderBottom: 1, borderColor: 'divider' }}
      data-testid="audit-entry"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
        <Chip size="small" variant="outlined" color={tag.color} label={t(`tags.${tag.key}`)} data-testid="audit-tag" />
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 16rem' }}
          data-testid="audit-sentence"
        >
          <AuditSentence entry={entry} who={who} />
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          component="time"
          dateTime={entry.at}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {formatDateTime(entry.at)}
        </Typography>
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={detailsId}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {t('details')}
        </Button>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box id={detailsId} sx={{ mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, display: 'grid', gap: 1 }}>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(100px, max-content) 1fr',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {entry.actor ? (
              <>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {t('by')}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, overflowWrap: 'anywhere' }}
                  data-testid="audit-who"
                >
                  <bdi dir="auto">{who}</bdi>
                  {entry.actor.email && entry.actor.nickname ? (
                    <>
                      {' · '}
                      <bdi dir="ltr">{entry.actor.email}</bdi>
                    </>
                  ) : null}
                </Typography>
              </>
            ) : null}
            {showRecord ? (
              <>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {t('record')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {t(`kinds.${entry.entityKind}`, { defaultValue: entry.entityKind })}{' '}
                  <Box component="bdi" dir="ltr" sx={mono}>
                    {entry.entityId}
                  </Box>
                </Typography>
              </>
            ) : null}
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {t('route')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <Box component="bdi" dir="ltr" sx={mono}>
                {entry.action}
              </Box>
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('changes', { total: fieldCount })}
          </Typography>
          <AuditChanges entry={entry} />
        </Box>
      </Collapse>
    </Box>
  );
}
