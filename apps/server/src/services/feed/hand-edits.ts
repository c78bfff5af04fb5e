import type { FeedMatchValues, HandEditableField } from '../../db/schema/index.ts';

type Goals = {
  fullTimeHomeGoals?: number | null | undefined;
  fullTimeAwayGoals?: number | null | undefined;
  liveHomeGoals?: number | null | undefined;
  liveAwayGoals?: number | null | undefined;
};
/** What the admin saved; a goal left undefined was not sent (the score kept as it was). */
export type SavedByHand = { scheduledDate: Date; status: string; homeTeam: string; awayTeam: string } & Goals;

/**
 * The fields an admin's save takes over from the feed: those whose saved value
 * differs from what the feed last said. A field saved back to the feed's value follows the feed
 * again. A score sent with the save is the admin's when it differs from the feed's;
 * a save without one keeps the score's mark as it was.
 */
export function handEditedAfterSave(
  feed: FeedMatchValues,
  saved: SavedByHand,
  before: readonly HandEditableField[],
): HandEditableField[] {
  const fields: HandEditableField[] = [];
  if (saved.scheduledDate.getTime() !== new Date(feed.scheduledDate).getTime()) fields.push('kickOff');
  if (saved.status !== feed.status) fields.push('status');
  if (saved.homeTeam !== feed.homeTeam || saved.awayTeam !== feed.awayTeam) fields.push('teams');
  const sent = (['fullTimeHomeGoals', 'fullTimeAwayGoals', 'liveHomeGoals', 'liveAwayGoals'] as const).filter(
    (goal) => saved[goal] !== undefined,
  );
  if (sent.length === 0 ? before.includes('score') : sent.some((goal) => saved[goal] !== feed[goal]))
    fields.push('score');
  return fields;
}
