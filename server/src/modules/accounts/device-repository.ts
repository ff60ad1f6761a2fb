import type { Queryable } from '../../db/types';

export interface DeviceVisit {
  deviceId: string;
  appId: number | null;
  channelId: string;
  deviceType: string;
  osType: number | null;
  userAgent: string | null;
  ip: string;
  at: Date;
}

export const deviceRepository = {
  /** First visit inserts the device; later ones refresh what it reports and when it was seen. */
  async record(db: Queryable, visit: DeviceVisit) {
    await db.query(
      `INSERT INTO devices (device_id, app_id, channel_id, device_type, os_type, user_agent, ip, first_seen_at, last_seen_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (device_id) DO UPDATE SET
         app_id = EXCLUDED.app_id, channel_id = EXCLUDED.channel_id, device_type = EXCLUDED.device_type,
         os_type = EXCLUDED.os_type, user_agent = EXCLUDED.user_agent, ip = EXCLUDED.ip, last_seen_at = EXCLUDED.last_seen_at`,
      [visit.deviceId, visit.appId, visit.channelId, visit.deviceType, visit.osType, visit.userAgent, visit.ip, visit.at],
    );
  },
};
