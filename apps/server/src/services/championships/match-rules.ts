import { FINISHED_STATUSES, POSTPONED_STATUS } from '@app/contract/championships';
import { statusCodesOf } from '../../lib/match-status.ts';

/** The contract's rules (the editor applies the same ones): postponed never added, finished never removed. */
export const POSTPONED = POSTPONED_STATUS;
export { FINISHED_STATUSES };
/** What the editor's picker offers: the future filter's codes, less postponed matches. */
export const FUTURE_STATUSES: readonly string[] = statusCodesOf('future').filter((code) => code !== POSTPONED);
