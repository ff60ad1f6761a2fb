import { createSensitiveWordMatcher } from '@portal/shared/rules';
import { ResultCode } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { HOUR_MS } from '../../platform/rate-limit/quota';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { floodQuotas, giveBack, spendFlood, type Publication } from './flood-limits';
import * as repo from './repository';
import { createSquareSettings, type MatcherFactory, type SquareSettings } from './square-settings';
import { toSimplified } from './to-simplified';

/** The square's matcher: the normalising Aho-Corasick of @portal/shared with Traditional → Simplified. */
export const squareMatcherFactory: MatcherFactory = (words, whitelist) => createSensitiveWordMatcher(words, { whitelist, toSimplified });

/**
 * The square's gates for text other modules publish (game reviews): the same sensitive-word list
 * (400 1604), the same flood limits with counters of the publication's own kind (429), and the
 * same report threshold. It reads the square's settings like the square does (square_config and
 * sensitive_words, checked every few seconds), so a word added by staff applies here too.
 */
export interface PublishingGate {
  assertClean(text: string): Promise<void>;
  /** Spends the flood quotas of one publication; the keys go to `giveBack` when it fails. */
  spend(kind: Publication, uid: string, text: string): Promise<string[]>;
  giveBack(keys: string[]): Promise<void>;
  /** Distinct reporters that hide an item. */
  reportsToHide(): Promise<number>;
}

export function createPublishingGate(db: Database, now: Clock, rateLimiter: RateLimiter, settings?: SquareSettings): PublishingGate {
  const current = settings ?? createSquareSettings(db, now, squareMatcherFactory);
  return {
    async assertClean(text) {
      const found = (await current.matcher()).find(text);
      if (found.length > 0) throw new AppError(ResultCode.sensitiveWords, 400, `内容包含敏感词：${found.join('、')}`);
    },
    async spend(kind, uid, text) {
      const limits = await current.limits();
      const facts = await repo.userFacts(db, uid);
      if (!facts) throw new AppError(ResultCode.sessionInvalid, 401);
      const at = now();
      const young = at.getTime() - new Date(facts.created_at).getTime() < limits.newAccountHours * HOUR_MS;
      return spendFlood(rateLimiter, floodQuotas(kind, uid, text, young, limits), at);
    },
    giveBack: (keys) => giveBack(rateLimiter, keys),
    async reportsToHide() {
      return (await current.limits()).reportsToHide;
    },
  };
}

/** One report of another module's item: true when it is this reporter's first (a report counts once per reporter). */
export function recordReport(tx: Queryable, report: { reporterId: string; targetType: 'review'; targetId: number; at: Date }) {
  return repo.insertReport(tx, { ...report, reason: '' });
}

/** Whether `blockerId` blocked `blockedId`. */
export function hasBlocked(db: Queryable, blockerId: string, blockedId: string) {
  return repo.isBlocked(db, blockerId, blockedId);
}
