import { useTranslation } from 'react-i18next';
import { addDays, format, parseISO } from 'date-fns';
import { Button, ButtonGroup, useTheme } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const shift = (day: string, days: number) => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

/** Previous, this and next week around the Monday shown; `onGo(null)` is this week. */
export function WeekNavigation({ weekStart, onGo }: { weekStart: string; onGo: (start: string | null) => void }) {
  const { t } = useTranslation('planner');
  const theme = useTheme();
  const flip = theme.direction === 'rtl' ? 'scaleX(-1)' : undefined;
  return (
    <ButtonGroup variant="outlined" size="small" aria-label={t('weekNavigation')}>
      <Button onClick={() => onGo(shift(weekStart, -7))} startIcon={<ChevronLeftIcon sx={{ transform: flip }} />}>
        {t('previousWeek')}
      </Button>
      <Button onClick={() => onGo(null)}>{t('thisWeek')}</Button>
      <Button onClick={() => onGo(shift(weekStart, 7))} endIcon={<ChevronRightIcon sx={{ transform: flip }} />}>
        {t('nextWeek')}
      </Button>
    </ButtonGroup>
  );
}
