import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Request bodies besides JSON: the client posts application/x-www-form-urlencoded by default
 * (spec §7), and avatars arrive as multipart/form-data. Route schemas coerce the strings.
 */
export const bodyParsersPlugin = fp<{ maxFileBytes: number }>(
  async (app: FastifyInstance, { maxFileBytes }) => {
    await app.register(formbody);
    await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 20, parts: 25 } });
  },
  { name: 'body-parsers' },
);
