import type { Clock } from '../../clock';
import type { Database } from '../../db/types';
import type { SessionService } from '../sessions/session-service';

/** What the gift and download routes need, built once in app.ts. */
export interface PlayerGameDeps {
  db: Database;
  now: Clock;
  sessions: SessionService;
}
