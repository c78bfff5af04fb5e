import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { decodeQrFromFile, UnreadableImageError } from '../scanner/decode-qr.ts';

type Props = { onCode: (code: string) => void; onProblem: (message: string) => void; disabled?: boolean };

/** A photo or screenshot of a QR code, decoded in the browser. */
export function ImageCodePicker({ onCode, onProblem, disabled }: Props) {
  const { t } = useTranslation('scan');
  const [reading, setReading] = useState(false);
  const read = async (file: File) => {
    setReading(true);
    try {
      const code = await decodeQrFromFile(file);
      if (code) onCode(code);
      else onProblem(t('image.noCode'));
    } catch (error) {
      onProblem(error instanceof UnreadableImageError ? t('image.unreadable') : t('image.noCode'));
    } finally {
      setReading(false);
    }
  };
  return (
    <Button
      component="label"
      variant="outlined"
      startIcon={<ImageOutlinedIcon />}
      loading={reading}
      disabled={disabled}
    >
      {t('image.choose')}
      <input
        type="file"
        accept="image/*"
        hidden
        data-testid="qr-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
    </Button>
  );
}
