import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Avatar, Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { MAX_BAR_PHOTOS, type BarPictures as Pictures } from '@app/contract/bar-photos';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { ImageFileInput } from '../../../components/image-file-input.tsx';
import { sizedMediaUrl } from '../../../lib/sized-media-url.ts';
import { useAddBarPhoto } from '../api/add-bar-photo.ts';
import { useArrangeBarPhotos } from '../api/arrange-bar-photos.ts';
import { useSetBarLogo } from '../api/set-bar-logo.ts';
import { useRemoveBarLogo } from '../api/remove-bar-logo.ts';

const LOGO_SIZE = 72;
const THUMB_WIDTH = 160;

/** A button that opens the file picker for the image types the media pipeline takes. */
function PickImage({ label, disabled, onFile }: { label: ReactNode; disabled: boolean; onFile: (file: File) => void }) {
  return (
    <Button component="label" variant="outlined" disabled={disabled}>
      {label}
      <ImageFileInput onFile={onFile} />
    </Button>
  );
}

/** `photos` with the one at `from` moved to `to`. */
const moved = (photos: readonly string[], from: number, to: number) => {
  const next = [...photos];
  const [photo] = next.splice(from, 1);
  next.splice(to, 0, photo!);
  return next;
};

/**
 * "Logo and photos" on /edit-bar: the logo fans see beside the bar's name, and up to eight photos
 * on its public page, in the order set here. Each change is saved at once (no form to submit) and
 * its answer, the pictures whole, replaces what the page shows.
 */
export function BarPictures({ barId, pictures }: { barId: string; pictures: Pictures }) {
  const { t } = useTranslation('bar');
  const notify = useNotify();
  const addPhoto = useAddBarPhoto(barId);
  const arrange = useArrangeBarPhotos(barId);
  const setLogo = useSetBarLogo(barId);
  const removeLogo = useRemoveBarLogo(barId);
  const busy = addPhoto.isPending || arrange.isPending || setLogo.isPending || removeLogo.isPending;
  const refusal = addPhoto.refusal ?? arrange.refusal ?? setLogo.refusal ?? removeLogo.refusal;
  const { logo, photos } = pictures;
  const full = photos.length >= MAX_BAR_PHOTOS;
  const saved = (message: string) => () => notify.success(message);

  return (
    <Paper component="section" aria-labelledby="bar-pictures-title" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography id="bar-pictures-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('pictures.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('pictures.intro')}
      </Typography>
      {refusal ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      ) : null}

      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Avatar
          variant="rounded"
          src={logo ? sizedMediaUrl(logo, LOGO_SIZE) : undefined}
          alt={logo ? t('pictures.logoAlt') : undefined}
          sx={{ width: LOGO_SIZE, height: LOGO_SIZE, bgcolor: 'action.hover', color: 'text.secondary' }}
        >
          <StorefrontIcon />
        </Avatar>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <PickImage
            label={logo ? t('pictures.changeLogo') : t('pictures.addLogo')}
            disabled={busy}
            onFile={(file) => setLogo.mutate(file, { onSuccess: saved(t('pictures.logoSaved')) })}
          />
          {logo ? (
            <Button
              color="error"
              disabled={busy}
              onClick={() => removeLogo.mutate(undefined, { onSuccess: saved(t('pictures.logoRemoved')) })}
            >
              {t('pictures.removeLogo')}
            </Button>
          ) : null}
        </Stack>
      </Stack>

      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {t('pictures.photos', { count: photos.length, max: MAX_BAR_PHOTOS })}
        </Typography>
        <PickImage
          label={t('pictures.addPhoto')}
          disabled={busy || full}
          onFile={(file) => addPhoto.mutate(file, { onSuccess: saved(t('pictures.photoAdded')) })}
        />
      </Stack>
      {full ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('pictures.full', { max: MAX_BAR_PHOTOS })}
        </Typography>
      ) : null}
      {photos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('pictures.none')}
        </Typography>
      ) : (
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: `repeat(auto-fill, minmax(${THUMB_WIDTH - 20}px, 1fr))`,
          }}
        >
          {photos.map((url, i) => (
            <Box
              component="li"
              key={url}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
            >
              <Box
                component="img"
                src={sizedMediaUrl(url, THUMB_WIDTH)}
                alt={t('pictures.photoAlt', { n: i + 1 })}
                loading="lazy"
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  bgcolor: 'action.hover',
                }}
              />
              <Stack direction="row" sx={{ justifyContent: 'space-between', px: 0.5 }}>
                <Tooltip title={t('pictures.earlier', { n: i + 1 })}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={t('pictures.earlier', { n: i + 1 })}
                      disabled={busy || i === 0}
                      onClick={() => arrange.mutate(moved(photos, i, i - 1))}
                    >
                      <ArrowBackIcon
                        fontSize="small"
                        sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
                      />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('pictures.remove', { n: i + 1 })}>
                  <span>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={t('pictures.remove', { n: i + 1 })}
                      disabled={busy}
                      onClick={() =>
                        arrange.mutate(
                          photos.filter((p) => p !== url),
                          { onSuccess: saved(t('pictures.photoRemoved')) },
                        )
                      }
                    >
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('pictures.later', { n: i + 1 })}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={t('pictures.later', { n: i + 1 })}
                      disabled={busy || i === photos.length - 1}
                      onClick={() => arrange.mutate(moved(photos, i, i + 1))}
                    >
                      <ArrowForwardIcon
                        fontSize="small"
                        sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
                      />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
