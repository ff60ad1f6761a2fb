import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { isDeepStrictEqual } from 'node:util';

/**
 * A check for tests and the browser suites (CHECK_RESPONSES=1), never for production: every
 * answer is serialized as production would (fast-json-stringify from the response schema) and
 * also as plain JSON, and the two must agree and match the schema. So a field a route sends
 * but its schema lacks (which production would silently drop), a wrong type or a missing
 * required field fails the request with a 500 naming the route — the schemas cannot drift
 * from what the code sends.
 */
export function checkResponsesAgainstSchemas(app: FastifyInstance) {
  const ajv = new Ajv({ allErrors: true, strict: false });
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const stringify = fastJsonStringify(schema);
    const validate = ajv.compile(schema);
    return (data: unknown) => {
      const plain = JSON.parse(JSON.stringify(data)) as unknown;
      const where = `${method} ${url} ${httpStatus}`;
      if (!validate(plain)) throw new Error(`response of ${where} does not match its schema: ${ajv.errorsText(validate.errors)}`);
      const serialized = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(serialized), plain)) {
        throw new Error(`response of ${where} loses or changes fields in serialization: ${JSON.stringify(plain).slice(0, 300)}`);
      }
      return serialized;
    };
  });
}
