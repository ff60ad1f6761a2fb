import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';
import { ResultCode } from '@portal/shared/types';

/** Answers a browser navigation with the host page (client-side routing), if static mode is on. */
export type HtmlFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * A navigation is a GET/HEAD the browser makes for a page: it accepts HTML and is not aimed
 * at the API or a remote's files. Requests under /api never fall back to HTML, so a
 * mistyped API call gets a JSON 404 instead of a 200 page the client cannot parse.
 */
export function isHtmlNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url) || request.url.startsWith('/remotes/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function createNotFoundHandler(htmlFallback?: HtmlFallback) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (htmlFallback && isHtmlNavigation(request)) return htmlFallback(request, reply);
    return reply.status(404).send(failure(ResultCode.notFound));
  };
}
