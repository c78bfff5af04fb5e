import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, type HttpError } from '../../lib/http-error.ts';
import { readMultipartForm } from '../../services/championships/read-multipart-form.ts';

/**
 * The multipart body of an upload of one file, for the OpenAPI document only: Fastify leaves `body` empty for
 * multipart.
 */
export const oneFileFormSchema = (part: string, description: string) =>
  z
    .object({ [part]: z.string().meta({ format: 'binary', description }) })
    .partial()
    .nullish()
    .describe(`multipart/form-data with one file part "${part}"`);

/** The bytes of the file part `part` of a multipart request, read as the championship editor's parts are. */
export async function oneFilePart(request: FastifyRequest, part: string, missing: () => HttpError): Promise<Buffer> {
  if (!request.isMultipart())
    throw badRequest('The request must be sent as multipart/form-data', 'multipart.NOT_MULTIPART');
  const form = await readMultipartForm(request.parts());
  const bytes = form.files.get(part);
  if (!bytes) throw missing();
  return bytes;
}
