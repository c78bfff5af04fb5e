import type { SvgIconComponent } from '@mui/icons-material';
import type { SvgIconProps } from '@mui/material';
import { useTheme } from '@mui/material/styles';

/**
 * An icon that points along the reading direction (back and forward arrows, send, chevrons):
 * mirrored when the page reads right to left. The RTL style cache mirrors layout, not drawings,
 * so these icons flip here, in one place.
 */
export function DirectionalIcon({ icon: Icon, style, ...props }: SvgIconProps & { icon: SvgIconComponent }) {
  const theme = useTheme();
  return <Icon {...props} style={theme.direction === 'rtl' ? { ...style, transform: 'scaleX(-1)' } : style} />;
}
