import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  FormControlLabel,
  IconButton,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { ChampionshipListItem } from '@app/contract/championships';
import { formatDateTime } from '../../../lib/format-date.ts';
import { MatchChangesNote } from './match-changes-note.tsx';
import { sizedMediaUrl } from '../../../lib/sized-media-url.ts';
import { mediaSrcSet, PICTURE_WIDTHS } from '@app/contract/media-url';

type Props = {
  championship: ChampionshipListItem;
  /** Sends the switch; settles when the server has answered (either way). */
  onPublish: (publish: boolean) => Promise<unknown>;
  onDelete: () => void;
  /** Archived cards offer Restore instead of the switch. */
  onRestore?: () => void;
  /**
   * The list's first card: its cover is the largest thing of the page's first screen, which the
   * server draws; the browser fetches it before the console's code, not beside it.
   */
  coverFirst?: boolean;
};

const COVER_SIZES = '(min-width: 1200px) 34vw, (min-width: 600px) 50vw, 100vw';
const coverSx = { height: 96, objectFit: 'cover' } as const;

/** Name, logo, start and end date, the Published switch (sent at once), winners, edit and delete. */
export function ChampionshipCard({ championship: c, onPublish, onDelete, onRestore, coverFirst = false }: Props) {
  const { t } = useTranslation('championships');
  // The switch stays where the person put it from the click on (a controlled switch would jump
  // back until the list's optimistic update lands), and follows the list again once answered.
  const [switching, setSwitching] = useState<boolean | null>(null);
  const publish = (value: boolean) => {
    setSwitching(value);
    void onPublish(value)
      .catch(() => undefined)
      .finally(() => setSwitching(null));
  };
  return (
    <Card component="article" aria-label={c.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {c.cover ? (
        // The cover at the width the card is on this screen: stored at 1,200 pixels, it
        // needs ~700 on a phone and ~500 in a desktop's three columns (the grid's xs 12, sm 6, lg 4).
        <CardMedia
          component="img"
          image={c.cover}
          srcSet={mediaSrcSet(c.cover, PICTURE_WIDTHS)}
          sizes={COVER_SIZES}
          alt=""
          sx={coverSx}
          fetchPriority={coverFirst ? 'high' : undefined}
        />
      ) : null}
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexGrow: 1 }}>
        <Avatar
          src={sizedMediaUrl(c.logo, 56) || undefined}
          alt={t('list.logoAlt', { name: c.name })}
          sx={{ width: 56, height: 56, mt: c.cover ? -5 : 0, border: 3, borderColor: 'background.paper' }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
            {c.name}
          </Typography>
          {c.startDate ? (
            <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
              <div>
                {t('list.start')}: {formatDateTime(c.startDate)}
              </div>
              <div>
                {t('list.end')}: {formatDateTime(c.endDate)}
              </div>
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('list.noDates')}
            </Typography>
          )}
          <MatchChangesNote postponed={c.postponedMatches} cancelled={c.cancelledMatches} />
        </Box>
      </CardContent>
      {c.winners > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          {t('list.holds', {
            winners: t('deleteDialog.winnersCount', { count: c.winners }),
            redeemed: t('deleteDialog.redeemedCount', { count: c.redeemed }),
          })}
        </Typography>
      ) : null}
      <CardActions sx={{ px: 2, pt: 0, flexWrap: 'wrap' }}>
        {c.archivedAt ? (
          <>
            <Chip size="small" label={t('list.archivedOn', { date: formatDateTime(c.archivedAt) })} />
            {onRestore ? (
              <Button size="small" startIcon={<RestoreIcon />} onClick={onRestore}>
                {t('list.restore')}
              </Button>
            ) : null}
          </>
        ) : (
          <FormControlLabel
            control={<Switch checked={switching ?? c.published} onChange={(e) => publish(e.target.checked)} />}
            label={t('list.published')}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={t('list.winners')}>
          <IconButton
            component={RouterLink}
            to={`/official-championship/${c._id}/winners`}
            aria-label={t('list.winners')}
          >
            <EmojiEventsIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('list.edit')}>
          <IconButton component={RouterLink} to={`/official-championship/${c._id}`} aria-label={t('list.edit')}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        {c.archivedAt ? (
          <Tooltip title={c.winners > 0 ? t('list.cannotDeleteForGood') : t('list.deleteForGood')}>
            {/* A span keeps the tooltip on a disabled button. */}
            <span>
              <IconButton
                onClick={onDelete}
                aria-label={t('list.deleteForGood')}
                color="error"
                disabled={c.winners > 0}
              >
                <DeleteForeverIcon />
              </IconButton>
            </span>
          </Tooltip>
        ) : (
          <Tooltip title={t('list.delete')}>
            <IconButton onClick={onDelete} aria-label={t('list.delete')} color="error">
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </CardActions>
    </Card>
  );
}
