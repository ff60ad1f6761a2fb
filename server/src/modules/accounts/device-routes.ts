import type { DeviceInitRequest } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { failure, ok } from '../../platform/http/envelope';
import { ResultCode } from '@portal/shared/types';
import type { AccountsDeps } from './accounts-deps';
import { deviceInitSchema } from './account-schemas';
import { deviceRepository } from './device-repository';

/** The client's device id is a uuid without dashes (spec §3 h5_device_id). */
const DEVICE_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * POST /api/user/device/init. Spec §8: the client reads code 0 as success and code 1 as
 * "SDK初始化失败", so a bad device id is answered with HTTP 200, code 1 and the reason.
 */
export function deviceRoutes(deps: AccountsDeps) {
  return async (app: FastifyInstance) => {
    app.post<{ Body: Partial<DeviceInitRequest> | undefined }>(
      '/user/device/init',
      { schema: deviceInitSchema },
      async (request, reply) => {
        const body = request.body ?? {};
        const deviceId = String(body.deviceID ?? '')
          .trim()
          .toLowerCase();
        if (!deviceId) return reply.send(failure(ResultCode.failed, '缺少设备号 deviceID'));
        if (!DEVICE_ID_PATTERN.test(deviceId))
          return reply.send(failure(ResultCode.failed, '设备号 deviceID 格式不正确，应为 32 位十六进制字符'));
        await deviceRepository.record(deps.db, {
          deviceId,
          appId: body.appID ?? null,
          channelId: String(body.channelID ?? '0').slice(0, 64) || '0',
          deviceType: String(body.deviceType ?? 'h5').slice(0, 16),
          osType: body.osType ?? null,
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
          ip: request.ip,
          at: deps.now(),
        });
        return ok(null);
      },
    );
  };
}
