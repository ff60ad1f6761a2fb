import { OpsStatusSchema, RemoteLoadBatchResultSchema, RemoteLoadBatchSchema, TELEMETRY_MAX_BATCH } from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

const tag = 'telemetry';

export const recordRemoteLoadsSchema = routeSchema({
  summary: `上报远程模块的加载结果（主应用批量发送，最多 ${TELEMETRY_MAX_BATCH} 条；游客可用，不记录用户；按地址限流）`,
  tag,
  body: RemoteLoadBatchSchema,
  data: RemoteLoadBatchResultSchema,
});

export const opsStatusSchema = routeSchema({
  summary: '运维状态：各环境各远程模块当前上线的版本、最近一小时的加载耗时分位数与错误数（仅限运营人员）',
  tag,
  data: OpsStatusSchema,
});
