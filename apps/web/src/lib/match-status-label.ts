import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The word people see for a match's status code (never 'SCHEDULED', 'TIMED' or 'FT').
 * The words live in the `matches` catalogue; a code the console does not know reads 'Unknown status'.
 */
export function useMatchStatusLabel(): (status: string) => string {
  const { t } = useTranslation('matches');
  return useCallback((status: string) => t(`statusCodes.${status}`, { defaultValue: t('statusUnknown') }), [t]);
}
