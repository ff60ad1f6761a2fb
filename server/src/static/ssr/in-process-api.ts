import { RenderScope } from '@portal/shared/server';
import type { ServerApiRequest, ServerApiResponse } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';

/** Whom a render's API calls are from when no visitor is named (the warm-up's render, a test's). */
export const LOCAL_VISITOR = '127.0.0.1';

/** The address of the visitor a render is for, so the API calls it makes count against that visitor's limits. */
const visitorAddress = new RenderScope<string>();

/** Runs a server render for the visitor at `address`, until the render itself ends (not a budget's race). */
export function forVisitor<T>(address: string, render: () => Promise<T>): Promise<T> {
  return visitorAddress.run(address, render);
}

/**
 * Answers a server bundle's API call inside this process (Fastify inject): the call passes every
 * hook, schema and limit a browser's call would, without a TCP round trip.
 */
export function inProcessApi(app: FastifyInstance) {
  return async (request: ServerApiRequest): Promise<ServerApiResponse> => {
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      remoteAddress: visitorAddress.current() ?? LOCAL_VISITOR,
    });
    return { statusCode: response.statusCode, headers: response.headers, payload: response.payload };
  };
}
