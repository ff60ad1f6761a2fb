import type { ApiEnvelope } from '@portal/shared/types';
import type { FastifyReply } from 'fastify';
import { CachedBody } from '../http/cached-body';

/**
 * A route's success answer as kept in a read cache: serialized by the route's own 200 serializer
 * (whatever status the reply that triggered the load ends with — a refresh runs after it was
 * sent), and, when a refresh finds the same bytes as before, the kept answer itself, so its
 * compressed twins (brotli 11, made once) survive the refresh instead of being made again.
 */
export function keptAnswer<T>(reply: FastifyReply, envelope: ApiEnvelope<T>, previous: CachedBody | undefined): CachedBody {
  const answer = CachedBody.of(reply.serializeInput({ ...envelope }, '200') as string);
  return previous?.raw.equals(answer.raw) ? previous : answer;
}
