/**
 * POST /api/admin/v1/images (admin): one image as multipart/form-data (any field name) → 201
 * {id, url, contentType, width, height, bytes}; the `url` goes into an image field of a display
 * area or booking type. Errors (spec shape): 400 `imageMissing` (no file), 400 `imageType` (not
 * a JPEG, PNG or WebP by its bytes), 413 `imageTooLarge` (over 5 MB), 415 `multipartOnly`.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import { UploadedImage } from '@gt/contract/admin/catalogue';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { ApiError } from '../../http/errors';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { MAX_IMAGE_BYTES, storeImage } from './service';

export const imageAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });

    app.post('/images', { config: roles('admin'), schema: { response: { 201: UploadedImage } } }, async (req, reply) => {
      if (!req.isMultipart()) throw new ApiError(415, adminMessages.multipartOnly);
      const file = await req.file();
      if (!file) throw new ApiError(400, adminMessages.imageMissing);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new ApiError(413, adminMessages.imageTooLarge(MAX_IMAGE_BYTES / 1024 / 1024));
        throw err;
      }
      if (bytes.length === 0) throw new ApiError(400, adminMessages.imageMissing);
      return reply.status(201).send(await storeImage(ctx, actorOf(signedIn(req).user), bytes, file.filename));
    });
  };
