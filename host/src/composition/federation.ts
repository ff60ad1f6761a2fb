import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { PortalEnvironment } from '@portal/shared';
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

export function registerEnvironmentRemotes(environment: PortalEnvironment): void {
  const remotes = Object.entries(environment.remotes).map(([name, entry]) => {
    manifests.set(name, entry.manifest);
    return { name, entry: entry.manifest };
  });
  registerPlugins([preloadSharedFallbacks()]);
  registerRemotes(remotes);
}

/** Loads (once) the page a remote exposes, e.g. `remote_games` + `./pages/home`. */
export function loadRemotePage(remote: string, module: string): Promise<ComponentType> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let page = pages.get(id);
  if (!page) {
    const attempt = withTimeout(loadWithRetries(remote, id), REMOTE_LOAD_TIMEOUT_MS);
    // A failure is not remembered: the next request (the retry button) asks the network again.
    attempt.catch(() => {
      if (pages.get(id) === attempt) pages.delete(id);
    });
    pages.set(id, attempt);
    page = attempt;
  }
  return page;
}

/** The retry button: forget the remote's pages and everything the runtime cached about it. */
export function resetRemote(remote: string): void {
  for (const id of [...pages.keys()]) if (id.startsWith(`${remote}/`)) pages.delete(id);
  forgetInRuntime(remote);
}

async function loadWithRetries(remote: string, id: string): Promise<ComponentType> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= REMOTE_LOAD_ATTEMPTS; attempt += 1) {
    try {
      const exports = await loadRemote<{ default: ComponentType }>(id);
      if (!exports || typeof exports.default !== 'function') throw new Error(`${id} 没有导出页面组件`);
      return exports.default;
    } catch (error) {
      lastError = error;
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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`加载超时（${ms / 1000} 秒）`)), ms);
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
