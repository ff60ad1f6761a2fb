import { Type } from '@sinclair/typebox';
import { StringEnum } from './common';

/** `GET /api/health`: the server and its database answer. */
export const HealthReportSchema = Type.Object({
  status: StringEnum(['ok']),
  database: StringEnum(['pglite', 'postgres']),
  migration: Type.Integer({ description: '已应用的最新迁移编号' }),
  version: Type.String(),
});
