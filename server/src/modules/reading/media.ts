import type { FastifyInstance } from 'fastify';
import { ImmutableFiles } from '../../platform/http/immutable-files';
import { typedRoutes } from '../../platform/module';
import { pictureFile, requestedVariant, sendFile } from '../media';
import { readingFileSchema } from './schemas';

/**
 * The reading section's pictures (book covers, comic pages), written by the demo seed under
 * ${DATA_DIR}/reading and served at /media/reading/<file>. A file's name is the hash of what it
 * shows, so it is cached for a year as immutable; `.enc` copies are AES-128-CBC (spec §4) and
 * go out as bytes for the client to decrypt. Covers also come device-sized (`?w=375&f=webp`).
 */
export const READING_MEDIA_PREFIX = '/media/reading/';

/** The only names served: no slash, no dot segment, so nothing outside the folder can be named. */
export const READING_FILE_PATTERN = /^(?:cover|page)-[0-9a-f]{16}\.png(?:\.enc)?$/;

export function readingMediaRoutes(root: string) {
  return async (app: FastifyInstance) => {
    const files = new ImmutableFiles();
    typedRoutes(app).get(`${READING_MEDIA_PREFIX}:file`, { schema: readingFileSchema }, async (request, reply) => {
      const name = request.params.file;
      const variant = requestedVariant(request.query);
      if (!READING_FILE_PATTERN.test(name)) return reply.callNotFound();
      const type = name.endsWith('.enc') ? 'application/octet-stream' : 'image/png';
      return sendFile(request, reply, files, `${name}\0${JSON.stringify(variant)}`, () => pictureFile(root, name, type, variant));
    });
  };
}
