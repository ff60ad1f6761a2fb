import type { Clock } from '../../platform/clock';
import type { Database } from '../../db/types';
import type { SessionService } from '../../platform/sessions/session-service';

/** What the gift and download routes need, built once in app.ts. */
export interface PlayerGameDeps {
  db: Database;
  now: Clock;
  sessions: SessionService;
}
