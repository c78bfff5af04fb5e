import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { BAR_LOGO_PART, BAR_PHOTO_PART, arrangeBarPhotosBodySchema, barPicturesSchema } from '@app/contract/bar-photos';
import { SEND_FOR_REVIEW_MESSAGES } from '@app/contract/bar-details';
import { apiErrorSchema } from '@app/contract/common';
import { currentBarId } from '../../../plugins/app/auth.ts';
import { badRequest, coded, forbidden } from '../../../lib/http-error.ts';
import { oneFileFormSchema, oneFilePart } from '../one-file-part.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
};
const tags = ['bars'];

/** The caller's current bar, one they hold a role in (the auth plugin checks it): never trusted from the body. */
function barOf(request: FastifyRequest): string {
  const barId = currentBarId(request);
  if (!barId) throw forbidden(SEND_FOR_REVIEW_MESSAGES.noBar);
  return barId;
}

const imageOf = (request: FastifyRequest, part: string) =>
  oneFilePart(request, part, () => badRequest(coded('barImagePartMissing', { part }), 'media.PART_MISSING'));

/** The bar's logo and photos, by its owner and managers; each answer is the bar's pictures whole. */
export const barPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { barDetails } = app;
  const onRequest = app.requireRole('owner', 'manager');

  app.post(
    '/photos',
    {
      onRequest,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: oneFileFormSchema(BAR_PHOTO_PART, 'The photo (PNG, JPEG, WebP, GIF or AVIF)'),
        response: { 200: barPicturesSchema, ...errors },
      },
    },
    async (request) => barDetails.addPhoto(barOf(request), await imageOf(request, BAR_PHOTO_PART)),
  );

  app.put(
    '/photos',
    {
      onRequest,
      schema: {
        tags,
        body: arrangeBarPhotosBodySchema,
        response: { 200: barPicturesSchema, ...errors },
      },
    },
    async (request) => barDetails.arrangePhotos(barOf(request), request.body.photos),
  );

  app.put(
    '/logo',
    {
      onRequest,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: oneFileFormSchema(BAR_LOGO_PART, 'The logo (PNG, JPEG, WebP, GIF or AVIF)'),
        response: { 200: barPicturesSchema, ...errors },
      },
    },
    async (request) => barDetails.setLogo(barOf(request), await imageOf(request, BAR_LOGO_PART)),
  );

  app.delete(
    '/logo',
    { onRequest, schema: { tags, response: { 200: barPicturesSchema, ...errors } } },
    async (request) => barDetails.removeLogo(barOf(request)),
  );
};
