import { activityStateAt } from '@portal/shared/rules';
import { databaseKinds, useTestDatabase } from '../../test/databases';
import { migrate } from '../db/migrate';
import { seedDemoActivities } from './demo-activities';

describe.each(databaseKinds)('the demo activities seed on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => migrate(database.db));

  it('writes one upcoming, two running and one ended activity with a task of every event type, once', async () => {
    const now = new Date('2026-07-01T08:00:00Z');
    const [first, second] = await Promise.all([seedDemoActivities(database.db, now), seedDemoActivities(database.db, now)]);
    expect([first.seeded, second.seeded].sort()).toEqual([false, true]);
    const activities = await database.db.query<{ start_at: Date; end_at: Date; banner: string }>(
      'SELECT start_at, end_at, banner FROM activities',
    );
    expect(activities.map((a) => activityStateAt(a.start_at, a.end_at, now)).sort()).toEqual(['ended', 'running', 'running', 'upcoming']);
    for (const a of activities) expect(a.banner).toMatch(/^\/media\/activity\/banner-[a-z]+\.svg$/);
    const events = await database.db.query<{ event: string }>('SELECT DISTINCT event FROM activity_tasks ORDER BY event');
    expect(events.map((row) => row.event)).toEqual(['checkin', 'download', 'post', 'read', 'recharge']);
  });
});
