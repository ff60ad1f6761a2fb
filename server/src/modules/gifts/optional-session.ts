import type { FastifyRequest } from 'fastify';
import type { SessionService } from '../../platform/sessions/session-service';

/**
 * The caller's user id on a route guests may call too: the `token` header's session when it
 * is valid, otherwise null. An unknown or expired token is a guest here, not an error (the
 * route shows public data); identity still comes from the token only, never from a uid field.
 */
export async function optionalUserId(request: FastifyRequest, sessions: SessionService): Promise<string | null> {
  const raw = request.headers.token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (!token) return null;
  const identity = await sessions.authenticate(token);
  return identity?.userId ?? null;
}
