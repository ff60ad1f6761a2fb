import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Demo catalogue images (written by src/seed under ${DATA_DIR}/catalogue). */
export const CATALOGUE_URL_PREFIX = '/media/catalogue/';

/**
 * The only names served: `icon-<hex>.svg`, `banner-NN.png`, `shot-NN.png`, and `.enc` copies.
 * No slash, no dot segment, so nothing outside the folder can be named.
 */
export const CATALOGUE_FILE_PATTERN =
  /^(?:icon-[0-9a-f]{1,6}\.svg|(?:banner|shot)-[0-9]{2,4}\.png(?:\.enc)?|title-[0-9a-f]{16}\.png(?:\.enc)?)$/;

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  // Spec §4: the client fetches the bytes, decrypts them and picks the type from the inner extension.
  '.enc': 'application/octet-stream',
};

/**
 * GET /media/catalogue/<file>. The palette never changes under a name (a new palette gets new
 * names), so files are cached for a year as immutable.
 */
export function catalogueMediaRoutes(root: string) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { file: string } }>(`${CATALOGUE_URL_PREFIX}:file`, async (request, reply) => {
      const { file } = request.params;
      if (!CATALOGUE_FILE_PATTERN.test(file)) return reply.callNotFound();
      const fullPath = path.join(root, file);
      const info = await stat(fullPath).catch(() => null);
      if (!info?.isFile()) return reply.callNotFound();
      return reply
        .header('content-type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(fullPath));
    });
  };
}
