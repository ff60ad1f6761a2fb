import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses dynamic answers (the rendered host page, API JSON). Built files are not compressed
 * here: the build writes `.br`/`.gz` twins that the static plugin sends as they are.
 */
/** Below this a compressed answer saves less than its headers cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const compressionPlugin = fp(async (app) => {
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
});
