import { Avatar } from '@mui/material';
import { sizedMediaUrl } from '../../../lib/sized-media-url.ts';

/**
 * A team's or a competition's emblem beside its name; without one, its first letter on `color`
 * (a competition's own colour), so the names stay aligned.
 */
export function Emblem({ url, name, color }: { url: string; name: string; color?: string }) {
  const box = { width: 28, height: 28, flexShrink: 0 } as const;
  if (url)
    return <Avatar src={sizedMediaUrl(url, 28)} alt="" variant="square" sx={{ ...box, bgcolor: 'transparent' }} />;
  return (
    <Avatar
      aria-hidden
      variant="rounded"
      sx={{ ...box, fontSize: 14, fontWeight: 700, ...(color ? { bgcolor: color, color: '#fff' } : {}) }}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? ''}
    </Avatar>
  );
}
