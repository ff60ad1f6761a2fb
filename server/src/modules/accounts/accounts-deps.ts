import type { Clock } from '../../clock';
import type { AccountsConfig } from '../../config';
import type { Database } from '../../db/types';
import type { Storage } from '../media/storage';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { SessionService } from '../sessions/session-service';
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
