import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL, ImmutableFiles } from '../../platform/http/immutable-files';
import { typedRoutes } from '../../platform/module';
import { LOCAL_UPLOADS_URL_PREFIX } from '../../platform/storage/local-storage';
import { catalogueFileSchema, uploadedFileSchema } from './schemas';
import { CATALOGUE_URL_PREFIX, catalogueFile, type MediaFile, requestedVariant, uploadedFile } from './service';

/**
 * Every name means the same bytes forever (catalogue files get new names when redrawn, uploads
 * are named by their hash), so files are cached for a year as immutable, and kept in memory after
 * their first read: `key` names the bytes (the file and the variant asked for), `find` locates
 * them the first time. A Range request, or a file too big to keep, is streamed from the disk.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: ImmutableFiles,
  key: string,
  find: () => Promise<MediaFile | null>,
) {
  if (ImmutableFiles.accepts(request)) {
    const kept = await files.get(key, async () => {
      const file = await find();
      return file ? { path: file.path, type: file.contentType } : undefined;
    });
    if (kept) return files.send(request, reply, kept);
  }
  const file = await find();
  if (!file) return reply.callNotFound();
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('cache-control', IMMUTABLE_CACHE_CONTROL)
    .send(createReadStream(file.path));
}

/** GET /media/catalogue/<file>[?w=375&f=webp]: the demo catalogue's images and their device-sized copies. */
export function catalogueMediaRoutes(root: string) {
  return async (app: FastifyInstance) => {
    const files = new ImmutableFiles();
    typedRoutes(app).get(`${CATALOGUE_URL_PREFIX}:file`, { schema: catalogueFileSchema }, async (request, reply) => {
      const { file } = request.params;
      const variant = requestedVariant(request.query);
      return sendFile(request, reply, files, `${file}\0${JSON.stringify(variant)}`, () => catalogueFile(root, file, variant));
    });
  };
}

/** GET /media/uploads/<folder>/<sha256>.<ext>: files of the local storage. */
export function uploadedMediaRoutes(root: string) {
  return async (app: FastifyInstance) => {
    const files = new ImmutableFiles();
    typedRoutes(app).get(`${LOCAL_UPLOADS_URL_PREFIX}*`, { schema: uploadedFileSchema }, async (request, reply) => {
      const key = request.params['*'];
      return sendFile(request, reply, files, key, () => uploadedFile(root, key));
    });
  };
}
