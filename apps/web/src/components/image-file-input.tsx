import { ACCEPTED_IMAGE_TYPES } from '@app/contract/media-url';

/**
 * The hidden file input inside an upload button (a `component="label"` button): the image types the
 * media pipeline takes. The input is emptied once read, so the same file can be picked again.
 */
export function ImageFileInput({ onFile }: { onFile: (file: File) => void }) {
  return (
    <input
      hidden
      type="file"
      accept={ACCEPTED_IMAGE_TYPES.join(',')}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
