import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import { ResultCode } from '@portal/shared/types';
import type { SessionIdentity, SessionService } from '../sessions/session-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** preValidation hook of every protected route: `{ preValidation: app.requireSession }`. */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requireSession; the only source of "who is asking" (architecture: identity from the token only). */
    session: SessionIdentity | null;
  }
}

export interface AuthPluginOptions {
  sessions: SessionService;
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** uid values the client sent (header, query, body), as text; empty ones do not count. */
function claimedUids(request: FastifyRequest): string[] {
  const claims = [headerValue(request.headers.uid)];
  for (const source of [request.query, request.body]) {
    if (source && typeof source === 'object' && 'uid' in source) {
      const uid = (source as { uid: unknown }).uid;
      claims.push(Array.isArray(uid) ? uid.map(String).join(',') : String(uid ?? '').trim());
    }
  }
  return claims.filter(Boolean);
}

/**
 * Reads the `token` header. No token, or one that is unknown, expired or revoked → HTTP 401
 * with code 2 (the client logs out locally). A uid sent alongside that is not the session's
 * user → HTTP 403: nobody reads or changes another user's data by naming their uid.
 * Runs at preValidation so a stale session is reported before any input error.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { sessions }) => {
    app.decorateRequest('session', null);
    app.decorate('requireSession', async (request: FastifyRequest) => {
      const identity = await sessions.authenticate(headerValue(request.headers.token));
      if (!identity) throw new AppError(ResultCode.sessionInvalid, 401);
      if (claimedUids(request).some((uid) => uid !== identity.userId)) {
        throw new AppError(ResultCode.forbiddenOtherUser, 403);
      }
      request.session = identity;
    });
  },
  { name: 'auth' },
);

/** The session of a request that passed requireSession. */
export function sessionOf(request: FastifyRequest): SessionIdentity {
  if (!request.session) throw new AppError(ResultCode.sessionInvalid, 401);
  return request.session;
}
