import path from 'node:path';
import type { RemoteRouteMeta } from '@portal/shared/types';
import { exposesFor } from './routes-file';

/**
 * The type contract of a remote's exposed pages (issue 16, "contracts between builds"): the host
 * loads `remote_x/pages/y` and renders its default export as `<Page />`, so every exposed module
 * must have a default export that is a React component needing no props.
 *
 *  - `pageTypesOption` publishes the declarations with a build, through the Module Federation dts
 *    plugin, only when asked (PORTAL_PAGE_TYPES=1, each remote's `pnpm build:types`): the plugin
 *    turns a one-second build into a 10-20 s one (toolchain notes), so ordinary builds skip it.
 *  - `pageTypeProblems` (page-type-check.ts) checks the contract from the sources in the unit tests,
 *    so in `pnpm test`.
 */
export interface ExposedPage {
  remote: string;
  /** The expose key, `./pages/home`. */
  module: string;
  /** The page's source file, absolute. */
  file: string;
}

export function exposedPages(remote: string, remoteDir: string, routes: readonly RemoteRouteMeta[]): ExposedPage[] {
  return Object.entries(exposesFor(routes)).map(([module, file]) => ({ remote, module, file: path.resolve(remoteDir, file) }));
}

/**
 * The Module Federation dts plugin's options for a remote build: off unless PORTAL_PAGE_TYPES=1.
 * On, the build adds `@mf-types.zip` (the declarations of the exposed pages and what they
 * reference) and `@mf-types.d.ts` beside `mf-manifest.json`, whose `metaData.types` then names
 * them, so a consumer's dts plugin finds them; a type error in a page fails the build.
 */
export function pageTypesOption(env: NodeJS.ProcessEnv = process.env) {
  if (env.PORTAL_PAGE_TYPES !== '1') return false as const;
  return {
    generateTypes: {
      abortOnError: true,
      // The pages' own declarations; react and @portal/shared types come with those packages.
      extractThirdParty: false,
      generateAPITypes: true,
      deleteTsConfig: true,
    },
    consumeTypes: false,
    displayErrorInTerminal: true,
  };
}
