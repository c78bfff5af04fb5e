import { matchLabelLinks, matchLabels, matches } from '../../db/schema/index.ts';
import { messageText } from '@app/contract/messages';
import type { CollectionConfig } from '../collection/collection-config.ts';

/** The matches admin as a curated collection (its words are those of docs/product.md). */
export const matchesCollection: CollectionConfig = {
  entity: 'matches',
  items: matches,
  labels: matchLabels,
  links: { table: matchLabelLinks, item: matchLabelLinks.matchId, label: matchLabelLinks.labelId },
  messages: {
    notFound: (missing, asked) =>
      missing === 1 && asked === 1
        ? 'This match no longer exists'
        : messageText('chosenMatchesGoneNothingChanged', { count: missing }),
    labelNotFound: 'This label no longer exists',
    unknownLabel: 'One of the chosen labels no longer exists',
    notInTrash: {
      restore: 'Only matches in the trash can be restored; nothing was changed',
      deleteForever: 'Only matches in the trash can be deleted for good; nothing was changed',
    },
  },
};
