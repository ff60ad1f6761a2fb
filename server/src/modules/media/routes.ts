import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { typedRoutes } from '../../platform/module';
import { LOCAL_UPLOADS_URL_PREFIX } from '../../platform/storage/local-storage';
import { catalogueFileSchema, uploadedFileSchema } from './schemas';
import { CATALOGUE_URL_PREFIX, catalogueFile, type MediaFile, requestedVariant, uploadedFile } from './service';

/**
 * Every name means the same bytes forever (catalogue files get new names when redrawn, uploads
 * are named by their hash), so files are cached for a year as immutable.
 */
export function sendFile(reply: FastifyReply, file: MediaFile | null) {
  if (!file) return reply.callNotFound();
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(createReadStream(file.path));
}

/** GET /media/catalogue/<file>[?w=375&f=webp]: the demo catalogue's images and their device-sized copies. */
export function catalogueMediaRoutes(root: string) {
  return async (app: FastifyInstance) => {
    typedRoutes(app).get(`${CATALOGUE_URL_PREFIX}:file`, { schema: catalogueFileSchema }, async (request, reply) =>
      sendFile(reply, await catalogueFile(root, request.params.file, requestedVariant(request.query))),
    );
  };
}

/** GET /media/uploads/<folder>/<sha256>.<ext>: files of the local storage. */
export function uploadedMediaRoutes(root: string) {
  return async (app: FastifyInstance) => {
    typedRoutes(app).get(`${LOCAL_UPLOADS_URL_PREFIX}*`, { schema: uploadedFileSchema }, async (request, reply) =>
      sendFile(reply, await uploadedFile(root, request.params['*'])),
    );
  };
}
