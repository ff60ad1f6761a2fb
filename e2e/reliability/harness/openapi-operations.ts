/**
 * The API as the server documents it (`/api/docs/json`): every operation with its inputs and
 * its viewer rule, so a suite covers each route the server has, including ones added later,
 * without a list of its own.
 */
export type ViewerRule = 'required' | 'optional' | 'checked';

/** The part of JSON Schema the suites read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  default?: unknown;
  /** OpenAPI 3.0's way to say null is allowed too. */
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface ApiOperation {
  method: string;
  /** OpenAPI form, path parameters in braces: `/api/user/game/download/{id}`. */
  path: string;
  /** The `x-viewer` rule of a route that takes the `token` header; null for a public route. */
  viewer: ViewerRule | null;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  /** The JSON (or form) body's schema, when the route documents one. */
  body: JsonSchema | undefined;
  /** The body is multipart/form-data (an upload). */
  multipart: boolean;
  /** The route answers HTML (a provider's page), not the JSON envelope. */
  html: boolean;
}

interface OpenApiOperation {
  produces?: string[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
  'x-viewer'?: ViewerRule;
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export async function readApiOperations(portalUrl: string): Promise<ApiOperation[]> {
  const response = await fetch(`${portalUrl}/api/docs/json`);
  if (!response.ok) throw new Error(`GET /api/docs/json → HTTP ${response.status}`);
  const document = (await response.json()) as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.includes(method)) continue;
      // An event stream (GET /api/events) never ends, so a suite's call would wait for ever; its
      // refusals and inputs are tested by modules/chat's live-events tests.
      if (Object.values(operation.responses ?? {}).some((answer) => 'text/event-stream' in (answer.content ?? {}))) continue;
      const takesToken = operation.security?.some((requirement) => 'token' in requirement) ?? false;
      if (takesToken && !operation['x-viewer']) throw new Error(`${method.toUpperCase()} ${path} takes a token but names no x-viewer rule`);
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        viewer: takesToken ? (operation['x-viewer'] ?? null) : null,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        body: (content['application/json'] ?? content['application/x-www-form-urlencoded'])?.schema,
        multipart: 'multipart/form-data' in content,
        html: Object.values(operation.responses ?? {}).some((answer) => 'text/html' in (answer.content ?? {})),
      });
    }
  }
  return operations;
}
