import { Type } from '@sinclair/typebox';
import { NullableString, StringEnum } from './common';

/**
 * Remote-load telemetry (issue 16) and the ops status built from it. The host reports how each
 * remote page load went to `POST /api/telemetry/remote-loads` (guests too: no identity is sent or
 * stored); staff read `GET /api/ops/status`.
 */

/** Most events one batch may carry: the host sends every few seconds, far fewer than this. */
export const TELEMETRY_MAX_BATCH = 50;
/** Longest load worth recording (10 minutes): a longer duration is a broken clock, not a load. */
export const TELEMETRY_MAX_DURATION_MS = 600_000;

/**
 * ok: the page rendered at the first attempt; error: an attempt failed but a later one rendered
 * the page; fallback: the player was shown 该模块暂时不可用.
 */
export const RemoteLoadOutcomeSchema = StringEnum(['ok', 'error', 'fallback'] as const, {
  description: 'ok 一次成功；error 有失败的尝试但最终成功；fallback 显示了“该模块暂时不可用”',
});

export const RemoteLoadEventSchema = Type.Object(
  {
    remote: Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]{0,63}$', description: '容器名，如 remote_games' }),
    module: Type.String({ pattern: '^\\./[A-Za-z0-9_\\-/]{1,120}$', description: '页面模块，如 ./pages/home' }),
    version: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: '环境给该模块的版本标签（可缺省）' })),
    environment: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '环境名（可缺省，缺省记为 default）' })),
    outcome: RemoteLoadOutcomeSchema,
    durationMs: Type.Integer({
      minimum: 0,
      maximum: TELEMETRY_MAX_DURATION_MS,
      description: '从开始加载到页面组件可用（或显示不可用）的毫秒数',
    }),
    errorCode: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z][A-Za-z0-9_\\-]{0,63}$',
        description: 'Module Federation 运行时错误码（如 RUNTIME-003），否则为简短的错误名（如 TimeoutError）',
      }),
    ),
  },
  { additionalProperties: false },
);

/** `POST /api/telemetry/remote-loads`. */
export const RemoteLoadBatchSchema = Type.Object(
  {
    events: Type.Array(RemoteLoadEventSchema, {
      minItems: 1,
      maxItems: TELEMETRY_MAX_BATCH,
      description: `1–${TELEMETRY_MAX_BATCH} 条加载记录`,
    }),
  },
  { additionalProperties: false },
);

export const RemoteLoadBatchResultSchema = Type.Object({ accepted: Type.Integer({ description: '记下的条数' }) });

/** Percentiles are null when no load in the window rendered its page. */
const NullableMs = (description: string) => Type.Unsafe<number | null>({ type: ['number', 'null'], description });

export const RemoteLoadCountsSchema = Type.Object({
  loads: Type.Integer({ description: '最近一小时的加载次数' }),
  p50Ms: NullableMs('成功加载耗时的中位数（毫秒）'),
  p95Ms: NullableMs('成功加载耗时的 95 分位（毫秒）'),
  p99Ms: NullableMs('成功加载耗时的 99 分位（毫秒）'),
  errors: Type.Integer({ description: '至少一次尝试失败的加载（含最终显示不可用的）' }),
  fallbacks: Type.Integer({ description: '显示了“该模块暂时不可用”的加载' }),
  errorCodes: Type.Array(Type.Object({ code: Type.String(), count: Type.Integer() }), { description: '按错误码的失败次数，多的在前' }),
});

export const RemoteVersionSeenSchema = Type.Object({
  version: NullableString({ description: '版本标签；null 为环境未给版本' }),
  loads: Type.Integer(),
  lastSeenAt: Type.String({ description: '最近一次上报（ISO 8601）' }),
});

export const RemoteStatusSchema = Type.Object({
  remote: Type.String(),
  live: Type.Optional(
    Type.Object({
      version: NullableString({ description: '本服务器环境给该模块的版本标签' }),
      manifest: Type.String({ description: 'mf-manifest.json 地址' }),
    }),
  ),
  versions: Type.Array(RemoteVersionSeenSchema, { description: '最近一小时上报中出现的版本' }),
  ...RemoteLoadCountsSchema.properties,
});

export const EnvironmentStatusSchema = Type.Object({
  name: Type.String(),
  current: Type.Boolean({ description: '是否为本服务器的环境（live 为其当前配置）' }),
  remotes: Type.Array(RemoteStatusSchema),
});

/** `GET /api/ops/status` (staff only). */
export const OpsStatusSchema = Type.Object({
  generatedAt: Type.String({ description: '统计时间（ISO 8601）' }),
  windowMinutes: Type.Integer({ description: '统计窗口（分钟）' }),
  environment: Type.String({ description: '本服务器的环境名' }),
  environments: Type.Array(EnvironmentStatusSchema),
});
