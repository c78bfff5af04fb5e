import { CHAMPIONSHIP_ARCHIVE_MESSAGES } from '@app/contract/championships';
import type { Database } from '../../db/client.ts';
import {
  deleteChampionship,
  getChampionshipDetail,
  listChampionships,
  listSelectableMatches,
  restoreChampionship,
  setPublished,
} from './championships-repository.ts';
import type { MultipartForm } from './read-multipart-form.ts';
import { checkSubmissionRules, parseSubmission } from './championship-submission.ts';
import { encodeSubmissionImages, saveChampionship } from './save-championship.ts';
import { activeLanguageCodes } from './languages-repository.ts';

/**
 * Official championships as staff and admins keep them (docs/product.md §2, §5): the list and the
 * archive, publishing, deleting (archived when it has winners), the editor's match
 * picker, and the whole save — parts → contract shapes → the rules → images → one transaction.
 */
export function createChampionshipsService(db: Database) {
  return {
    list: (archived?: boolean) => listChampionships(db, archived),
    detail: (id: string) => getChampionshipDetail(db, id),
    setPublished: (id: string, published: boolean) => setPublished(db, id, published),
    async remove(id: string) {
      const outcome = await deleteChampionship(db, id);
      return { message: CHAMPIONSHIP_ARCHIVE_MESSAGES[outcome], outcome };
    },
    restore: (id: string) => restoreChampionship(db, id),
    selectableMatches: (query: string | undefined, page: number) => listSelectableMatches(db, query, page),
    async save(form: MultipartForm, mode: 'create' | 'update', userId: string) {
      const submission = parseSubmission(form, mode);
      checkSubmissionRules(submission, await activeLanguageCodes(db));
      const images = await encodeSubmissionImages(submission);
      return getChampionshipDetail(db, await saveChampionship(db, submission, images, userId));
    },
  };
}
export type ChampionshipsService = ReturnType<typeof createChampionshipsService>;
