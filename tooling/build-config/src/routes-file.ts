import type { RemoteRouteMeta, RemoteRoutesFile } from '@portal/shared/types';
import { REMOTE_ROUTES_FILE } from '@portal/shared/types';
import type { Compiler } from '@rspack/core';

/**
 * Emits `portal-routes.json` beside the remote's `mf-manifest.json`: the routes the remote owns
 * and their meta. Publishing them as data lets the server (or the host) know which remote owns a
 * path without downloading any remote's code, so a page fetches only the remotes it uses.
 */
export class RemoteRoutesFilePlugin {
  constructor(private readonly file: RemoteRoutesFile) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RemoteRoutesFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteRoutesFilePlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify(this.file, null, 2);
          compilation.emitAsset(REMOTE_ROUTES_FILE, new compiler.rspack.sources.RawSource(json));
        },
      );
    });
  }
}

/** The expose key of a route's page module maps to its file by convention: `./pages/x` → `./src/pages/x.tsx`. */
export function exposesFor(routes: readonly RemoteRouteMeta[]): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const route of routes) {
    if (!/^\.\/pages\/[a-z0-9-]+$/.test(route.module)) {
      throw new Error(`route "${route.path}": module must look like ./pages/<kebab-name>, got ${route.module}`);
    }
    exposes[route.module] = `${route.module.replace('./pages/', './src/pages/')}.tsx`;
  }
  return exposes;
}
