import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses dynamic answers (the rendered host page, API JSON). Built files are not compressed
 * here: the build writes `.br`/`.gz` twins that the static plugin sends as they are.
 */
export const compressionPlugin = fp(async (app) => {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
