import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';
import { styled, type Theme } from '@mui/material';

/** Material icons' paths (Star, StarBorder, Edit, MoreVert), drawn as a CSS mask: one element per button. */
const PATHS = {
  star: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  starBorder:
    'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z',
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  more: 'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
} as const;
export type RowIcon = keyof typeof PATHS;

const maskOf = (icon: RowIcon) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${PATHS[icon]}"/></svg>`)}")`;
const MASKS = Object.fromEntries(Object.keys(PATHS).map((icon) => [icon, maskOf(icon as RowIcon)])) as Record<
  RowIcon,
  string
>;

const iconButtonStyles = ({ theme }: { theme: Theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: 30,
  height: 30,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: theme.palette.action.active,
  cursor: 'pointer',
  '&::before': {
    content: '""',
    width: 20,
    height: 20,
    backgroundColor: 'currentColor',
    maskImage: 'var(--row-icon)',
    maskSize: 'contain',
    maskRepeat: 'no-repeat',
  },
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '&:disabled': { color: theme.palette.action.disabled, cursor: 'default' },
  '&[aria-pressed="true"]': { color: theme.palette.warning.main },
  '@media print': { display: 'none' },
});

const Button = styled('button')(iconButtonStyles);
const Anchor = styled(RouterLink)(iconButtonStyles);

/**
 * A row's icon button without MUI's tree (ButtonBase, ripple, SvgIcon): a table of 50 rows renders
 * three of these per row, so each is one element.
 */
export function RowIconButton({ icon, style, ...rest }: ComponentProps<'button'> & { icon: RowIcon }) {
  return <Button type="button" {...rest} style={{ ...style, ['--row-icon' as string]: MASKS[icon] }} />;
}

export function RowIconLink({ icon, style, ...rest }: ComponentProps<typeof RouterLink> & { icon: RowIcon }) {
  return <Anchor {...rest} style={{ ...style, ['--row-icon' as string]: MASKS[icon] }} />;
}
