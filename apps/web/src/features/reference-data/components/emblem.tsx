import { Avatar } from '@mui/material';
import { sizedMediaUrl } from '../../../lib/sized-media-url.ts';

/** A team's or a competition's emblem beside its name (nothing drawn when it has none). */
export function Emblem({ url }: { url: string }) {
  return url
    ? <Avatar src={sizedMediaUrl(url, 28)} alt="" variant="square" sx={{ width: 28, height: 28, bgcolor: 'transparent', flexShrink: 0 }} />
    : <Avatar variant="square" sx={{ width: 28, height: 28, flexShrink: 0 }} aria-hidden>{' '}</Avatar>;
}
