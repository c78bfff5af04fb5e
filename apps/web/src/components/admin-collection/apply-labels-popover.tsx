import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { FormPopover } from './form-popover.tsx';
import LabelIcon from '@mui/icons-material/Label';

export type LabelOption = { id: string; name: string; color: string };
/** How many of the chosen items carry a label: all, some or none of them. */
export type LabelPresence = 'all' | 'some' | 'none';
export type LabelChange = { labelId: string; status: boolean };

export type ApplyLabelsPopoverProps = {
  anchorEl: HTMLElement | null;
  open: boolean;
  labels: LabelOption[];
  /** Presence of each label on the chosen items; missing ids count as 'none'. */
  presence: Record<string, LabelPresence>;
  onCancel: () => void;
  /** Only the labels the user changed: status true puts the label on every chosen item, false takes it off. */
  onApply: (changes: LabelChange[]) => void;
  busy?: boolean;
};

/** The apply-labels popover (docs/product.md §2): a checkbox per label, Apply / Cancel. */
export function ApplyLabelsPopover(props: ApplyLabelsPopoverProps) {
  const { anchorEl, open, onCancel } = props;
  return (
    <FormPopover anchorEl={anchorEl} open={open} onClose={onCancel}>
      <ApplyLabelsForm {...props} />
    </FormPopover>
  );
}

/** A small presence computation for callers: which labels all / some / none of the items carry. */
export function labelPresence(itemLabelIds: readonly (readonly string[])[]): Record<string, LabelPresence> {
  const counts = new Map<string, number>();
  for (const ids of itemLabelIds) for (const id of new Set(ids)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const presence: Record<string, LabelPresence> = {};
  for (const [id, n] of counts) presence[id] = n === itemLabelIds.length ? 'all' : 'some';
  return presence;
}

function ApplyLabelsForm({ labels, presence, onCancel, onApply, busy }: ApplyLabelsPopoverProps) {
  const { t } = useTranslation('labels');
  const [chosen, setChosen] = useState<Record<string, LabelPresence>>(() =>
    Object.fromEntries(labels.map((l) => [l.id, presence[l.id] ?? 'none'])),
  );

  // all ↔ none; a label on some of the items cycles some → all → none → some (back to unchanged).
  const toggle = (id: string) =>
    setChosen((current) => {
      const now = current[id] ?? 'none';
      const next: LabelPresence = now === 'all' ? 'none' : now === 'none' && presence[id] === 'some' ? 'some' : 'all';
      return { ...current, [id]: next };
    });
  const changes: LabelChange[] = labels
    .filter((l) => chosen[l.id] !== 'some' && chosen[l.id] !== (presence[l.id] ?? 'none'))
    .map((l) => ({ labelId: l.id, status: chosen[l.id] === 'all' }));

  return (
    <Box sx={{ p: 2, width: 280, display: 'grid', gap: 1 }} role="group" aria-label={t('applyTitle')}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('applyTitle')}
      </Typography>
      {labels.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noLabels')}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', maxHeight: 280, overflowY: 'auto' }}>
        {labels.map((label) => (
          <FormControlLabel
            key={label.id}
            control={
              <Checkbox
                size="small"
                checked={chosen[label.id] === 'all'}
                indeterminate={chosen[label.id] === 'some'}
                onChange={() => toggle(label.id)}
              />
            }
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <LabelIcon fontSize="small" sx={{ color: label.color }} />
                <span>{label.name}</span>
              </Box>
            }
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button variant="contained" disabled={changes.length === 0} loading={busy} onClick={() => onApply(changes)}>
          {t('apply')}
        </Button>
      </Box>
    </Box>
  );
}
