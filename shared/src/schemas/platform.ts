import { Type } from '@sinclair/typebox';
import { StringEnum } from './common';

/** `GET /api/health`: the server and its database answer. */
export const HealthReportSchema = Type.Object({
  status: StringEnum(['ok']),
  database: StringEnum(['pglite', 'postgres']),
  migration: Type.Integer({ description: '已应用的最新迁移编号' }),
  version: Type.String(),
  environment: Type.Object(
    {
      name: Type.String({ description: '生效的环境名' }),
      stale: Type.Boolean({ description: '环境文件已改动但未通过校验，仍在使用上一个有效版本' }),
    },
    { description: '生效的环境（详情：GET /api/ops/environment）' },
  ),
});
