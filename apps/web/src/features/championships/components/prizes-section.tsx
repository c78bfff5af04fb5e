import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Paper,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ChampionshipDraft, DraftAction } from '../model/championship-draft.ts';
import { readLocalized } from '../model/localized.ts';
import { imageSource } from './image-upload-field.tsx';
import { PrizeForm } from './prize-form.tsx';

type Props = { draft: ChampionshipDraft; dispatch: Dispatch<DraftAction>; languages: readonly string[] };

/** While any prize or question is open, the other Add and Edit buttons wait (docs/product.md §4). */
export function PrizesSection({ draft, dispatch, languages }: Props) {
  const { t } = useTranslation('championships');
  const busy = draft.editing !== null;
  const editing = draft.editing?.kind === 'prize' ? draft.editing : null;
  const visible = draft.prizes.filter((p) => !p.deleted);
  const form = (key: string | null) => (
    <PrizeForm
      key={key ?? 'new'}
      prize={key ? (draft.prizes.find((p) => p.key === key) ?? null) : null}
      languages={languages}
      onSave={(prize) => dispatch({ type: 'savePrize', prize })}
      onCancel={() => dispatch({ type: 'cancelEdit' })}
    />
  );

  return (
    <Paper component="section" aria-labelledby="championship-prizes" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id="championship-prizes" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('prizes.title')}
        </Typography>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={busy}
          onClick={() => dispatch({ type: 'startEdit', kind: 'prize', key: null })}
        >
          {t('prizes.add')}
        </Button>
      </Box>
      {editing?.key === null ? form(null) : null}
      {visible.length === 0 && editing?.key !== null ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('prizes.empty')}
        </Typography>
      ) : (
        <List aria-label={t('prizes.title')}>
          {visible.map((prize) =>
            editing?.key === prize.key ? (
              <ListItem key={prize.key} disableGutters>
                {form(prize.key)}
              </ListItem>
            ) : (
              <ListItem
                key={prize.key}
                divider
                aria-label={prize.name}
                secondaryAction={
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <Tooltip title={t('prizes.edit')}>
                      <span>
                        <IconButton
                          aria-label={t('prizes.edit')}
                          disabled={busy}
                          onClick={() => dispatch({ type: 'startEdit', kind: 'prize', key: prize.key })}
                        >
                          <EditIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('prizes.delete')}>
                      <span>
                        <IconButton
                          aria-label={t('prizes.delete')}
                          onClick={() => dispatch({ type: 'deletePrize', key: prize.key })}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Box>
                }
              >
                <ListItemAvatar>
                  <Avatar
                    variant="rounded"
                    src={imageSource(prize.photo) ?? undefined}
                    alt={prize.name}
                    sx={{ width: 56, height: 56, mr: 2 }}
                  />
                </ListItemAvatar>
                <ListItemText
                  primary={prize.name}
                  secondary={readLocalized(prize.description, languages[0] ?? 'en', languages)}
                  slotProps={{
                    secondary: {
                      sx: {
                        pr: 10,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                      },
                    },
                  }}
                />
              </ListItem>
            ),
          )}
        </List>
      )}
    </Paper>
  );
}
