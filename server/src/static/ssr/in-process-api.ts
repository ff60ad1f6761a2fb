import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerApiRequest, ServerApiResponse } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';

/** The address of the visitor a render is for, so the API calls it makes count against that visitor's limits. */
const visitorAddress = new AsyncLocalStorage<string>();

/** Runs a server render for the visitor at `address`. */
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
      remoteAddress: visitorAddress.getStore() ?? '127.0.0.1',
    });
    return { statusCode: response.statusCode, headers: response.headers, payload: response.payload };
  };
}
