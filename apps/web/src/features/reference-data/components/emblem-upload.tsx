import { useTranslation } from 'react-i18next';
import { IconButton, Tooltip } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { ImageFileInput } from '../../../components/image-file-input.tsx';

/** A row's 'Upload emblem' button: a file picker for the image types the media pipeline takes. */
export function EmblemUpload({
  name,
  onFile,
  disabled,
}: {
  name: string;
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('reference');
  const label = t('emblem.upload', { name });
  return (
    <Tooltip title={label}>
      <IconButton component="label" size="small" aria-label={label} disabled={disabled}>
        <AddPhotoAlternateIcon fontSize="small" />
        <ImageFileInput onFile={onFile} />
      </IconButton>
    </Tooltip>
  );
}
