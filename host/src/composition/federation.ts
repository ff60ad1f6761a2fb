import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { PortalEnvironment } from '@portal/shared';
import { configureRemoteLoadTelemetry, errorCodeOf, reportRemoteLoad } from '../telemetry/remote-load-telemetry';
import { preloadSharedFallbacks } from './preload-shared-fallbacks';

/**
 * Registers the environment's remotes with the Module Federation runtime and loads their
 * exposed pages. Registering downloads nothing: with `shareStrategy: 'loaded-first'` a remote's
 * files are fetched the first time one of its pages is needed.
 *
 * Layer 1 of remote failure (layer 2: `remote-error-boundary`, layer 3: the unavailable state's
 * retry button): a failed load is retried a few times, the runtime forgetting the remote in
 * between. Besides riding out a blip, this matters for a reason of our own: the server preloads a
 * route's remote files, and a preload that failed while the remote was down is handed, failed,
 * to the first script tag that asks for the same file afterwards. Each attempt uses up one such
 * stale preload (manifest, entry, page chunk), so a few attempts reach the network again.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 12000;
export const REMOTE_LOAD_ATTEMPTS = 4;
const RETRY_DELAY_MS = 150;

const manifests = new Map<string, string>();
const pages = new Map<string, Promise<ComponentType>>();
/** Pages whose load has finished, for a first render that must not wait (hydration, see ready-pages.ts). */
const loaded = new Map<string, ComponentType>();

/**
 * One load of a page, for telemetry: when it started, when its component was available, and the
 * first attempt that failed. It is reported once, when the route shows its outcome (see
 * `reportRemotePageShown`), so a page prefetched on hover and never opened is not counted and a
 * page shown again from memory is not counted twice.
 */
interface LoadTrace {
  startedAt: number;
  availableAt?: number;
  firstError?: unknown;
  reported: boolean;
}
const traces = new Map<string, LoadTrace>();
const versions = new Map<string, string | undefined>();
let environmentName: string | undefined;

export function registerEnvironmentRemotes(environment: PortalEnvironment): void {
  environmentName = typeof environment.name === 'string' && environment.name ? environment.name : undefined;
  configureRemoteLoadTelemetry(environment);
  const remotes = Object.entries(environment.remotes).map(([name, entry]) => {
    manifests.set(name, entry.manifest);
    versions.set(name, entry.version);
    return { name, entry: entry.manifest };
  });
  registerPlugins([preloadSharedFallbacks()]);
  registerRemotes(remotes);
}

const pageId = (remote: string, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

/** Loads (once) the page a remote exposes, e.g. `remote_games` + `./pages/home`. */
export function loadRemotePage(remote: string, module: string): Promise<ComponentType> {
  const id = pageId(remote, module);
  let page = pages.get(id);
  if (!page) {
    const trace: LoadTrace = { startedAt: performance.now(), reported: false };
    traces.set(id, trace);
    const attempt = withTimeout(loadWithRetries(remote, id, trace), REMOTE_LOAD_TIMEOUT_MS);
    attempt.then(
      (Page) => {
        if (pages.get(id) === attempt) loaded.set(id, Page);
      },
      () => undefined,
    );
    // A failure is not remembered: the next request (the retry button) asks the network again.
    attempt.catch(() => {
      if (pages.get(id) === attempt) pages.delete(id);
    });
    pages.set(id, attempt);
    page = attempt;
  }
  return page;
}

/** The page component if its load has already finished, else undefined. */
export function loadedRemotePage(remote: string, module: string): ComponentType | undefined {
  return loaded.get(pageId(remote, module));
}

/** The retry button: forget the remote's pages and everything the runtime cached about it. */
export function resetRemote(remote: string): void {
  for (const id of [...pages.keys()]) if (id.startsWith(`${remote}/`)) pages.delete(id);
  for (const id of [...loaded.keys()]) if (id.startsWith(`${remote}/`)) loaded.delete(id);
  forgetInRuntime(remote);
}

/**
 * Reports how a page load ended, once, when the route shows it: `page` once the component has
 * rendered (ok, or error when an attempt had failed first), `fallback` when 该模块暂时不可用 is
 * shown. A page that rendered and threw later is reported once more, as a fallback.
 */
export function reportRemotePageShown(remote: string, module: string, shown: 'page' | 'fallback', error?: unknown): void {
  const trace = traces.get(pageId(remote, module));
  if (!trace || (trace.reported && shown === 'page')) return;
  const crashedLater = trace.reported;
  trace.reported = true;
  const failure = shown === 'fallback' ? (error ?? trace.firstError) : trace.firstError;
  const endedAt = crashedLater || shown === 'page' ? (trace.availableAt ?? performance.now()) : performance.now();
  reportRemoteLoad({
    remote,
    module,
    ...(versions.get(remote) ? { version: versions.get(remote) } : {}),
    ...(environmentName ? { environment: environmentName } : {}),
    outcome: shown === 'fallback' ? 'fallback' : trace.firstError === undefined ? 'ok' : 'error',
    durationMs: Math.min(600_000, Math.max(0, Math.round(endedAt - trace.startedAt))),
    ...(failure === undefined ? {} : { errorCode: errorCodeOf(failure) }),
  });
}

async function loadWithRetries(remote: string, id: string, trace: LoadTrace): Promise<ComponentType> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= REMOTE_LOAD_ATTEMPTS; attempt += 1) {
    try {
      const exports = await loadRemote<{ default: ComponentType }>(id);
      if (!exports || typeof exports.default !== 'function') throw new PageExportMissing(`${id} 没有导出页面组件`);
      trace.availableAt = performance.now();
      return exports.default;
    } catch (error) {
      lastError = error;
      trace.firstError ??= error;
      if (attempt < REMOTE_LOAD_ATTEMPTS) {
        forgetInRuntime(remote);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
      }
    }
  }
  throw lastError;
}

/**
 * Makes the runtime drop its cached manifest, entry and module of a remote, and drops the list
 * its chunks pushed themselves into. The entry, fetched again, adopts every chunk already in
 * that list instead of fetching it: without this, a page whose chunk was broken kept its broken
 * code on retry however often the user pressed 重试, fixed release or not.
 */
function forgetInRuntime(remote: string): void {
  const manifest = manifests.get(remote);
  if (manifest) registerRemotes([{ name: remote, entry: manifest }], { force: true });
  delete (window as unknown as Record<string, unknown>)[chunkListOf(remote)];
}

/** rspack names the list after `output.uniqueName`, which the build-config factory sets to the container name. */
export function chunkListOf(remote: string): string {
  return `rspackChunk${remote}`;
}

/** Named, so telemetry tells these apart from the runtime's own errors. */
class PageExportMissing extends Error {
  override name = 'PageExportMissing';
}
class RemoteLoadTimeout extends Error {
  override name = 'TimeoutError';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadTimeout(`加载超时（${ms / 1000} 秒）`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
