import type { FastifyRequest } from 'fastify';
import { EMBLEM_PART } from '@app/contract/reference-data';
import { badRequest, coded } from '../../../lib/http-error.ts';
import { oneFileFormSchema, oneFilePart } from '../one-file-part.ts';

export const emblemFormSchema = oneFileFormSchema(EMBLEM_PART, 'The emblem (PNG, JPEG, WebP, GIF or AVIF)');

/** The emblem's bytes from a multipart request. */
export const emblemBytes = (request: FastifyRequest): Promise<Buffer> =>
  oneFilePart(request, EMBLEM_PART, () => badRequest(coded('emblemPartMissing'), 'media.EMBLEM_MISSING'));
