import { z } from 'zod';

const file = (description: string) => z.string().meta({ format: 'binary', description });
const json = (description: string) => z.string().meta({ contentMediaType: 'application/json', description });

/**
 * The multipart body, for the OpenAPI document only: the parts are read with `request.parts()`
 * and each one is parsed with the contract's schemas (`@app/contract/championships`). Fastify
 * leaves `body` empty for multipart, so this schema never refuses a real request.
 */
export const championshipFormSchema = z
  .object({
    _id: z.uuid().optional().describe('Update only: the championship'),
    challengeId: z.uuid().optional().describe('Update only: the championship (same value as _id)'),
    name: z.string().describe('Championship Name'),
    stake: z.string().describe('Official stake'),
    logo: file('The logo image (PNG, JPEG, WebP, GIF or AVIF); on update its current /api/media URL keeps it'),
    cover: file('The cover image; on update its current /api/media URL keeps it'),
    prizeTypesCounts: json('{"daily": n, "weekly": n, "allTime": n}'),
    qrCodeEligible: z.enum(['true', 'false']).optional(),
    howItWorks: json('[{"text", "language"}] in every active language'),
    prizes: json(
      '[{"_id"?, "name", "description": [{"description", "language"}], "photo", "deleted"?}]; photo is a generated id "photo-…" naming a file part, or the current /api/media URL',
    ),
    questions: json(
      '[{"_id"?, "type": 0, "questionText": [{"text", "language"}], "possibleAnswers": [{"answers": [..], "language"}], "deleted"?}]',
    ),
    matches: json('Match ids of the selection (create)'),
    matchesToInsert: json('Match ids to link (update)'),
    matchesToRemove: json('Match ids to unlink (update)'),
  })
  .partial()
  .nullish()
  .describe(
    'multipart/form-data. Plus one file part per new prize photo, named by its generated photo id ("photo-…").',
  );
