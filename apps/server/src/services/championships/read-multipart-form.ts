import type { Multipart } from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '@app/contract/media';
import { badRequest, HttpError } from '../../lib/http-error.ts';

/** Every part of a multipart body, read into memory (the multipart plugin bounds sizes and counts). */
export type MultipartForm = {
  fields: Map<string, unknown>;
  files: Map<string, Buffer>;
};

const tooLarge = (message: string) => new HttpError(413, message, 'multipart.TOO_LARGE');

/** The multipart plugin's errors, answered with messages a person can act on. */
function translate(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  const part = (error as { part?: { fieldname?: string } }).part;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(
        `The file "${part?.fieldname ?? 'upload'}" is too large (at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB)`,
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tooLarge('The request has too many parts');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('A part declared as JSON is not valid JSON', 'multipart.INVALID_JSON');
    case 'FST_PROTO_VIOLATION':
      return badRequest('A part has a name that is not allowed', 'multipart.INVALID_NAME');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest('The request must be sent as multipart/form-data', 'multipart.NOT_MULTIPART');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The request ended before all its parts arrived', 'multipart.INCOMPLETE');
    default:
      // busboy's own parse errors ("Unexpected end of form", "Malformed part header" …)
      if (code === undefined) return badRequest('The multipart body is malformed', 'multipart.MALFORMED');
      return error;
  }
}

/**
 * Reads all parts. A part sent twice or a value cut at the size limit is refused; every file is
 * read to its end even after a problem, so the connection is left clean, and the first problem
 * is thrown once the body is consumed.
 */
export async function readMultipartForm(parts: AsyncIterable<Multipart>): Promise<MultipartForm> {
  const fields = new Map<string, unknown>();
  const files = new Map<string, Buffer>();
  let problem: HttpError | null = null;
  try {
    for await (const part of parts) {
      const name = part.fieldname;
      const seen = fields.has(name) || files.has(name);
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (!seen) files.set(name, buffer);
      } else {
        if (part.valueTruncated) problem ??= badRequest(`The part "${name}" is too long`, 'multipart.TOO_LONG');
        if (!seen) fields.set(name, part.value);
      }
      if (seen) problem ??= badRequest(`The part "${name}" was sent more than once`, 'multipart.DUPLICATE');
    }
  } catch (error) {
    throw translate(error);
  }
  if (problem) throw problem;
  return { fields, files };
}
