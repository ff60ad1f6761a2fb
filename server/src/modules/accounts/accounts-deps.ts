import type { Clock } from '../../platform/clock';
import type { AccountsConfig } from '../../config';
import type { Database } from '../../db/types';
import type { Storage } from '../../platform/storage/storage';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { SessionService } from '../../platform/sessions/session-service';
import type { SmsCodeService } from '../sms/sms-code-service';

/** Everything the accounts services need, built once in app.ts. */
export interface AccountsDeps {
  db: Database;
  now: Clock;
  config: AccountsConfig;
  sessions: SessionService;
  smsCodes: SmsCodeService;
  rateLimiter: RateLimiter;
  storage: Storage;
}
