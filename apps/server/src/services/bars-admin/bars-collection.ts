import { barLabelLinks, barLabels, bars } from '../../db/schema/index.ts';
import type { CollectionConfig } from '../collection/collection-config.ts';

/** The bars admin as a curated collection (its words are those of docs/product.md). */
export const barsCollection: CollectionConfig = {
  entity: 'bars',
  items: bars,
  labels: barLabels,
  links: { table: barLabelLinks, item: barLabelLinks.barId, label: barLabelLinks.labelId },
  messages: {
    notFound: (_missing, asked) =>
      asked === 1 ? 'This bar does not exist' : 'Some of these bars do not exist; nothing was changed',
    labelNotFound: 'This label does not exist',
    unknownLabel: 'One of the labels does not exist',
    notInTrash: {
      restore: 'Only bars in the trash can be restored; nothing was changed',
      deleteForever: 'Only bars in the trash can be deleted for good; nothing was deleted',
    },
  },
};
