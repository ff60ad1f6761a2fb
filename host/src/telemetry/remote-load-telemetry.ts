import { API_BASE_URL, type PortalEnvironment, type RemoteLoadEvent } from '@portal/shared';
import type { RemoteLoadReporter } from './remote-load-reporter';

/**
 * The host's side of remote-load telemetry (issue 16), the part in its first chunk: events are
 * queued here and handed to the reporter (batching, sendBeacon, pagehide), which is imported
 * lazily with the first event so it costs the first load nothing. Nothing here may throw into
 * the page or hold rendering up: telemetry is best effort.
 */
export const REMOTE_LOADS_ENDPOINT = `${API_BASE_URL}/telemetry/remote-loads`;

let sampleRate = 1;
let pending: RemoteLoadEvent[] = [];
let reporter: RemoteLoadReporter | undefined;
let importing = false;

/** Reads the environment's sample rate (`telemetry.sampleRate`, 0–1, default 1: every load). */
export function configureRemoteLoadTelemetry(environment: Pick<PortalEnvironment, 'telemetry'>): void {
  const rate = environment.telemetry?.sampleRate;
  sampleRate = typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : 1;
}

export function reportRemoteLoad(event: RemoteLoadEvent): void {
  try {
    if (reporter) {
      reporter.record(event);
      return;
    }
    pending.push(event);
    if (importing) return;
    importing = true;
    import('./remote-load-reporter').then(
      ({ createRemoteLoadReporter }) => {
        reporter = createRemoteLoadReporter({ endpoint: REMOTE_LOADS_ENDPOINT, sampleRate });
        for (const queued of pending) reporter.record(queued);
        pending = [];
      },
      () => {
        // The chunk did not arrive (offline, a deploy in between): these events are dropped and
        // the next one tries again.
        pending = [];
        importing = false;
      },
    );
  } catch {
    // Best effort: a page load is never worse off for being measured.
  }
}

const MF_CODE = /#([A-Z]+-\d{3})\b/;
const SHORT_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/**
 * What went wrong, short: the Module Federation runtime's error code from its message
 * (`… #RUNTIME-003`), else the error's name (`TimeoutError`, `TypeError`), else `Error`.
 */
export function errorCodeOf(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const code = MF_CODE.exec(message)?.[1];
  if (code) return code;
  const name = error instanceof Error ? error.name : '';
  return SHORT_NAME.test(name) ? name : 'Error';
}
