import type { Database } from '../../db/client.ts';
import { encodeImage } from '../media/encode-image.ts';
import { saveImage } from '../media/media-repository.ts';
import { createCompetitionsAdmin } from './competitions-admin.ts';
import { createLanguagesAdmin } from './languages-admin.ts';
import { createTeamsAdmin } from './teams-admin.ts';

/** The admin's reference data: teams, competitions and the languages of championship texts. */
export function createReferenceDataService(db: Database) {
  return {
    teams: createTeamsAdmin(db),
    competitions: createCompetitionsAdmin(db),
    languages: createLanguagesAdmin(db),
    /** An uploaded emblem through the media pipeline (decoded, re-encoded, content-addressed): its `/api/media` URL. */
    async saveEmblem(bytes: Buffer): Promise<string> {
      return saveImage(db, await encodeImage(bytes, 'Emblem'));
    },
  };
}

export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;
