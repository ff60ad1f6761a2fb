/** Remote-load telemetry and the ops status (issue 16): types derived from ../schemas/telemetry.ts. */
import type { Static } from '@sinclair/typebox';
import type {
  EnvironmentStatusSchema,
  OpsStatusSchema,
  RemoteLoadBatchResultSchema,
  RemoteLoadBatchSchema,
  RemoteLoadEventSchema,
  RemoteLoadOutcomeSchema,
  RemoteStatusSchema,
  RemoteVersionSeenSchema,
} from '../schemas/telemetry';

export type RemoteLoadOutcome = Static<typeof RemoteLoadOutcomeSchema>;
/** One remote page load as the host reports it. */
export type RemoteLoadEvent = Static<typeof RemoteLoadEventSchema>;
export type RemoteLoadBatch = Static<typeof RemoteLoadBatchSchema>;
export type RemoteLoadBatchResult = Static<typeof RemoteLoadBatchResultSchema>;
export type RemoteVersionSeen = Static<typeof RemoteVersionSeenSchema>;
export type RemoteStatus = Static<typeof RemoteStatusSchema>;
export type EnvironmentStatus = Static<typeof EnvironmentStatusSchema>;
/** `GET /api/ops/status`. */
export type OpsStatus = Static<typeof OpsStatusSchema>;

/** The environment name recorded when the host's environment has none. */
export const DEFAULT_ENVIRONMENT_NAME = 'default';
