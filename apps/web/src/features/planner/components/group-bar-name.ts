import type { TFunction } from 'i18next';

/** A bar's name as the group's pages write it; a bar added without one yet says so. */
export const barName = (bar: { name: string }, t: TFunction<'planner'>) => bar.name.trim() || t('common:bars.unnamed');
