import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { MAX_IMAGE_BYTES } from '@app/contract/media-url';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import type { ImageValue } from '../model/championship-draft.ts';
import { isDecodableImage } from '../../../lib/decode-image.ts';

type Props = {
  /** Names the image in its preview's alt text ("Logo preview"). */
  label: string;
  buttonLabel: string;
  value: ImageValue | null;
  onChange: (value: ImageValue) => void;
  /** True while a chosen file is being checked (decoded): a form can hold its Save until it is done. */
  onCheckingChange?: (checking: boolean) => void;
  width?: number;
  height?: number;
  /** The upload button, for a form that puts the focus on a missing image. */
  buttonRef?: Ref<HTMLLabelElement>;
};

export const imageSource = (image: ImageValue | null) =>
  image ? (image.kind === 'stored' ? image.url : image.preview) : null;

/** Image files only (checked here and again by the server), shown as a preview once chosen. */
export function ImageUploadField({
  label,
  buttonLabel,
  value,
  onChange,
  onCheckingChange,
  width = 120,
  height = 120,
  buttonRef,
}: Props) {
  const { t } = useTranslation('championships');
  const notify = useNotify();
  const source = imageSource(value);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notify.error(t('images.notAnImage'), t('common:errorTitle'));
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      notify.error(t('images.tooLarge', { mb: MAX_IMAGE_BYTES / 1024 / 1024 }), t('common:errorTitle'));
      return;
    }
    onCheckingChange?.(true);
    try {
      if (!(await isDecodableImage(file))) {
        notify.error(t('images.notDecodable'), t('common:errorTitle'));
        return;
      }
      onChange({ kind: 'upload', file, preview: URL.createObjectURL(file) });
    } finally {
      onCheckingChange?.(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box
        sx={{
          width: { xs: Math.min(width, 200), sm: width },
          aspectRatio: `${width} / ${height}`,
          flexShrink: 0,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {source ? (
          <Box
            component="img"
            src={source}
            alt={t('images.preview', { label })}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', px: 1 }}>
            {t('images.none')}
          </Typography>
        )}
      </Box>
      <Button component="label" ref={buttonRef} variant="outlined" startIcon={<UploadIcon />}>
        {buttonLabel}
        <input
          hidden
          type="file"
          accept="image/*"
          onChange={(event) => {
            void choose(event);
          }}
        />
      </Button>
    </Box>
  );
}
