import type { FeedMatchValues, HandEditableField } from '../../db/schema/index.ts';

export type SavedByHand = { scheduledDate: Date; status: string; homeTeam: string; awayTeam: string };

/**
 * The fields an admin's save takes over from the feed (decision 050): those whose saved value
 * differs from what the feed last said. A field saved back to the feed's value follows the feed
 * again; the score, which the dialog does not edit, stays as it was.
 */
export function handEditedAfterSave(feed: FeedMatchValues, saved: SavedByHand, before: readonly HandEditableField[]): HandEditableField[] {
  const fields: HandEditableField[] = [];
  if (saved.scheduledDate.getTime() !== new Date(feed.scheduledDate).getTime()) fields.push('kickOff');
  if (saved.status !== feed.status) fields.push('status');
  if (saved.homeTeam !== feed.homeTeam || saved.awayTeam !== feed.awayTeam) fields.push('teams');
  if (before.includes('score')) fields.push('score');
  return fields;
}
