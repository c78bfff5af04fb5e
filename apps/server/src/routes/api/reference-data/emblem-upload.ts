import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EMBLEM_PART } from '@app/contract/reference-data';
import { badRequest, coded } from '../../../lib/http-error.ts';
import { readMultipartForm } from '../../../services/championships/read-multipart-form.ts';

/** The multipart body, for the OpenAPI document only: Fastify leaves `body` empty for multipart. */
export const emblemFormSchema = z
  .object({
    [EMBLEM_PART]: z.string().meta({ format: 'binary', description: 'The emblem (PNG, JPEG, WebP, GIF or AVIF)' }),
  })
  .partial()
  .nullish()
  .describe('multipart/form-data with one file part "emblem"');

/** The emblem's bytes from a multipart request, read as the championship editor's parts are. */
export async function emblemBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw badRequest('The request must be sent as multipart/form-data', 'multipart.NOT_MULTIPART');
  const form = await readMultipartForm(request.parts());
  const bytes = form.files.get(EMBLEM_PART);
  if (!bytes) throw badRequest(coded('emblemPartMissing'), 'media.EMBLEM_MISSING');
  return bytes;
}
