import {
  DEFAULT_ENVIRONMENT_NAME,
  type EnvironmentStatus,
  type OpsStatus,
  type PortalEnvironment,
  type RemoteLoadBatch,
  type RemoteLoadBatchResult,
  type RemoteStatus,
} from '@portal/shared/types';
import type { Clock } from '../../platform/clock';
import type { Queryable } from '../../db/types';
import { spendQuotas } from '../../platform/rate-limit/quota';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import * as repo from './repository';

/**
 * Remote-load telemetry (issue 16). The collector stores what the host reports about each remote
 * page load — never who loaded it — and the ops status summarises the last hour per environment
 * and remote beside the build this server's environment has live now.
 */
export const TELEMETRY_LIMITS = {
  /** Batches per client address per minute: a page sends one every few seconds at most. */
  batchesPerAddressPerMinute: 120,
  /** How long rows are kept. */
  retentionMs: 7 * 24 * 3_600_000,
  /** Old rows are pruned on an insert at most this often (per server instance)… */
  pruneEveryMs: 60_000,
  /** …in batches of this many rows, at most `pruneBatches` batches at a time. */
  pruneBatchRows: 5_000,
  pruneBatches: 10,
  /** The status page's window. */
  statusWindowMs: 3_600_000,
} as const;

export type TelemetryLimits = { [K in keyof typeof TELEMETRY_LIMITS]: number };

export interface TelemetryDeps {
  db: Queryable;
  now: Clock;
  rateLimiter: RateLimiter;
  /** The environment this server serves now (app.composition). */
  currentEnvironment: () => Promise<PortalEnvironment>;
  onPruneError?: (error: unknown) => void;
  /** Tests shrink the pruning batches. */
  limits?: Partial<TelemetryLimits>;
}

export type TelemetryService = ReturnType<typeof createTelemetryService>;

export function environmentName(environment: Pick<PortalEnvironment, 'name'> | undefined): string {
  const name = typeof environment?.name === 'string' ? environment.name.trim() : '';
  return name || DEFAULT_ENVIRONMENT_NAME;
}

const roundMs = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function createTelemetryService({ db, now, rateLimiter, currentEnvironment, onPruneError, limits: given }: TelemetryDeps) {
  const limits: TelemetryLimits = { ...TELEMETRY_LIMITS, ...given };
  let lastPruneAt = Number.NEGATIVE_INFINITY;

  /** Deletes rows past the retention, a batch at a time, until none is left or the budget is spent. */
  async function prune(at: Date): Promise<number> {
    const before = new Date(at.getTime() - limits.retentionMs);
    let deleted = 0;
    for (let batch = 0; batch < limits.pruneBatches; batch += 1) {
      const count = await repo.deleteRemoteLoadsBefore(db, before, limits.pruneBatchRows);
      deleted += count;
      if (count < limits.pruneBatchRows) break;
    }
    return deleted;
  }

  async function record(batch: RemoteLoadBatch, address: string): Promise<RemoteLoadBatchResult> {
    await spendQuotas(
      rateLimiter,
      [
        {
          key: `telemetry:address:${address}`,
          limit: limits.batchesPerAddressPerMinute,
          windowMs: 60_000,
          refusal: (wait) => `上报过于频繁，请 ${wait}后再试`,
        },
      ],
      now(),
    );
    const at = now();
    await repo.insertRemoteLoads(
      db,
      batch.events.map((event) => ({
        environment: environmentName({ name: event.environment }),
        remote: event.remote,
        version: event.version ?? null,
        module: event.module,
        outcome: event.outcome,
        durationMs: event.durationMs,
        errorCode: event.errorCode ?? null,
      })),
      at,
    );
    // Pruning rides on inserts (no timer to stop, and a server nobody reports to has nothing new to
    // prune); a failed prune is logged, never the reporter's problem.
    if (at.getTime() - lastPruneAt >= limits.pruneEveryMs) {
      lastPruneAt = at.getTime();
      await prune(at).catch((error: unknown) => onPruneError?.(error));
    }
    return { accepted: batch.events.length };
  }

  async function status(): Promise<OpsStatus> {
    const at = now();
    const since = new Date(at.getTime() - limits.statusWindowMs);
    const [environment, summaries, versions, codes] = await Promise.all([
      currentEnvironment().catch(() => undefined),
      repo.summariseRemoteLoads(db, since),
      repo.remoteVersionsSeen(db, since),
      repo.remoteErrorCodes(db, since),
    ]);
    const currentName = environmentName(environment);

    const statuses = new Map<string, Map<string, RemoteStatus>>();
    const remotesOf = (env: string): Map<string, RemoteStatus> => {
      const found = statuses.get(env) ?? new Map<string, RemoteStatus>();
      statuses.set(env, found);
      return found;
    };
    const statusOf = (env: string, remote: string): RemoteStatus => {
      const remotes = remotesOf(env);
      const found = remotes.get(remote) ?? {
        remote,
        versions: [],
        loads: 0,
        p50Ms: null,
        p95Ms: null,
        p99Ms: null,
        errors: 0,
        fallbacks: 0,
        errorCodes: [],
      };
      remotes.set(remote, found);
      return found;
    };

    // This server's environment first, its remotes in the environment's order, even with no loads yet.
    if (environment) remotesOf(currentName);
    for (const [remote, entry] of Object.entries(environment?.remotes ?? {})) {
      statusOf(currentName, remote).live = { version: entry.version ?? null, manifest: entry.manifest };
    }
    for (const row of summaries) {
      Object.assign(statusOf(row.environment, row.remote), {
        loads: row.loads,
        p50Ms: roundMs(row.p50),
        p95Ms: roundMs(row.p95),
        p99Ms: roundMs(row.p99),
        errors: row.errors,
        fallbacks: row.fallbacks,
      });
    }
    for (const row of versions) {
      statusOf(row.environment, row.remote).versions.push({
        version: row.version,
        loads: row.loads,
        lastSeenAt: row.lastSeenAt.toISOString(),
      });
    }
    for (const row of codes) statusOf(row.environment, row.remote).errorCodes.push({ code: row.code, count: row.count });

    const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const environments: EnvironmentStatus[] = [...statuses]
      .map(([name, remotes]) => {
        const list = [...remotes.values()];
        for (const remote of list) {
          remote.versions.sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt) || b.loads - a.loads);
          remote.errorCodes.sort((a, b) => b.count - a.count || byName(a.code, b.code));
        }
        const current = name === currentName && environment !== undefined;
        // The live environment keeps its own order; remotes only seen in telemetry follow by name.
        const known = current ? Object.keys(environment.remotes) : [];
        list.sort((a, b) => {
          const ia = known.indexOf(a.remote);
          const ib = known.indexOf(b.remote);
          if (ia !== -1 || ib !== -1) return (ia === -1 ? Number.MAX_SAFE_INTEGER : ia) - (ib === -1 ? Number.MAX_SAFE_INTEGER : ib);
          return byName(a.remote, b.remote);
        });
        return { name, current, remotes: list };
      })
      .sort((a, b) => Number(b.current) - Number(a.current) || byName(a.name, b.name));

    return {
      generatedAt: at.toISOString(),
      windowMinutes: limits.statusWindowMs / 60_000,
      environment: currentName,
      environments,
    };
  }

  return { record, status, prune };
}
