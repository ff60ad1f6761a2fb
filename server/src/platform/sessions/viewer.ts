import { ResultCode } from '@portal/shared/types';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import type { SessionIdentity, SessionService } from './session-service';

/**
 * Who is asking, worked out in one place. A route says what it needs in its config:
 *   { config: { viewer: 'required' } }  — a user: no token, or an unknown, expired or revoked
 *       one → HTTP 401 code 2 (the client logs out); a uid sent alongside that is not the
 *       session's user → HTTP 403 (nobody reads or changes another user's data by naming a uid);
 *   { config: { viewer: 'optional' } }  — a user if the token is valid, otherwise a guest (a
 *       stale token is not an error: the route shows public data);
 *   { config: { viewer: 'checked' } }   — a guest without a token; a token must be valid
 *       (code 2 otherwise), so a logged-in player whose session ran out is told so;
 *   { config: { viewer: 'staff' } }     — as 'required', and the user must be staff (users.staff)
 *       → HTTP 403 code 1613 otherwise, before the body is looked at.
 * The handler reads `request.viewer` (null for a guest) or `viewerOf(request)` on required
 * routes. Identity comes from the token only (architecture), never from a uid field.
 * Checked at preValidation, so a stale session is reported before any input error.
 */
export type Viewer = SessionIdentity;
export type ViewerRule = 'required' | 'optional' | 'checked' | 'staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session; null for a guest (set on routes with a `viewer` rule). */
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    viewer?: ViewerRule;
  }
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

/** A claimed uid that is not the session's user: the one rule for every place a uid can arrive. */
function namesAnotherUser(claim: string, identity: Viewer): boolean {
  return claim !== '' && claim !== identity.userId;
}

/** Applies the rule to the session a token named (null: none); throws the refusal. */
function admit(rule: ViewerRule, request: FastifyRequest, identity: SessionIdentity | null): void {
  if (!identity) {
    if (rule === 'optional') return;
    throw new AppError(ResultCode.sessionInvalid, 401);
  }
  if (rule !== 'optional' && claimedUids(request).some((uid) => namesAnotherUser(uid, identity))) {
    throw new AppError(ResultCode.forbiddenOtherUser, 403);
  }
  if (rule === 'staff' && !identity.staff) throw new AppError(ResultCode.staffRequired, 403);
  request.viewer = identity;
}

/**
 * A callback hook: a guest (no token) on a public route — the catalogue's hot path — costs no
 * promise; only a token waits for its session.
 */
function viewerHook(rule: ViewerRule, sessions: SessionService): preValidationHookHandler {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const token = headerValue(request.headers.token);
    if (!token) {
      if (rule === 'required' || rule === 'staff') return done(new AppError(ResultCode.sessionInvalid, 401));
      return done();
    }
    sessions.authenticate(token).then((identity) => {
      try {
        admit(rule, request, identity);
      } catch (error) {
        return done(error as Error);
      }
      done();
    }, done);
  };
}

function withViewerHook(route: RouteOptions, rule: ViewerRule, hook: preValidationHookHandler) {
  const existing = route.preValidation;
  route.preValidation = existing ? [hook, ...(Array.isArray(existing) ? existing : [existing])] : hook;
  // The OpenAPI document says which routes take the token header and whether they also answer
  // without one (`{}` as an alternative is OpenAPI's "optional"); x-viewer names the rule, so a
  // client or a test can tell a stale token's answer on a `checked` route from an `optional` one.
  if (route.schema) {
    Object.assign(route.schema, {
      security: rule === 'required' || rule === 'staff' ? [{ token: [] }] : [{ token: [] }, {}],
      'x-viewer': rule,
    });
  }
}

export const viewerPlugin = fp<{ sessions: SessionService }>(
  async (app: FastifyInstance, { sessions }) => {
    app.decorateRequest('viewer', null);
    const hooks: Record<ViewerRule, preValidationHookHandler> = {
      required: viewerHook('required', sessions),
      optional: viewerHook('optional', sessions),
      checked: viewerHook('checked', sessions),
      staff: viewerHook('staff', sessions),
    };
    app.addHook('onRoute', (route) => {
      const rule = route.config?.viewer;
      if (rule) withViewerHook(route, rule, hooks[rule]);
    });
  },
  { name: 'viewer' },
);

/**
 * The same uid rule for a value the hook cannot see: a multipart field, which the handler reads
 * from the stream itself. Call it for every `uid` part before writing anything.
 */
export function assertOwnUid(request: FastifyRequest, claim: string): void {
  if (namesAnotherUser(claim.trim(), viewerOf(request))) throw new AppError(ResultCode.forbiddenOtherUser, 403);
}

/** The viewer of a route with `viewer: 'required'` or `'staff'` (never null there). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError(ResultCode.sessionInvalid, 401);
  return request.viewer;
}
