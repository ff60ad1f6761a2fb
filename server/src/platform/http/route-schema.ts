import { type Static, type TObject, type TSchema, Type } from '@sinclair/typebox';
import { Envelope, ErrorEnvelopeSchema } from '@portal/shared/schemas';

export interface RouteSchemaParts {
  /** One line for the OpenAPI document (Chinese, like the rest of the product). */
  summary: string;
  /** The module (OpenAPI tag). */
  tag: string;
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  /** The `data` of a successful answer (the envelope is added). */
  data: TSchema;
  /** The request body is multipart/form-data (files) rather than JSON or a form. */
  multipart?: boolean;
}

/**
 * A route's schema in one call: its inputs, and an answer for every status — the envelope
 * around `data` for 200, the error envelope for 4xx and 5xx (the error handler's answers).
 */
export function routeSchema<const P extends RouteSchemaParts>(parts: P) {
  const { summary, tag, data, multipart, ...inputs } = parts;
  return {
    summary,
    tags: [tag],
    ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(inputs as Omit<P, 'summary' | 'tag' | 'data' | 'multipart'>),
    response: { 200: Envelope(data as P['data']), '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema },
  };
}

/**
 * A body that may be left out: a POST without a body (no content type) is accepted like `{}`
 * (every field of `schema` must then be optional). Written as a JSON Schema type list, not
 * anyOf, so a wrong field is still reported by its name.
 */
export function optionalBody<T extends TObject>(schema: T) {
  return Type.Unsafe<Static<T> | null | undefined>({ ...schema, type: ['object', 'null'] });
}

/**
 * A route that answers an HTML page (a provider's checkout): documented as text/html; 303
 * when it sends the browser on.
 */
export function htmlRouteSchema<const P extends { summary: string; tag: string; params?: TSchema; body?: TSchema }>(parts: P) {
  const { summary, tag, ...inputs } = parts;
  return {
    summary,
    tags: [tag],
    produces: ['text/html'],
    ...(inputs as Omit<P, 'summary' | 'tag'>),
    response: { 200: Type.String({ description: 'HTML 页面' }), 303: Type.Null({ description: '跳转（Location）' }), 404: Type.String() },
  };
}
