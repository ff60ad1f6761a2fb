import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { SERVER_BUILD_DIR, SERVER_MANIFEST_FILE, type ServerManifest } from '@portal/shared/types';
import { moduleRules } from './module-rules';

/**
 * The server-target build of an app (issue 17, server-side rendering): the same sources as the
 * browser build, compiled for Node into `dist/server/` as CommonJS, with a `server-manifest.json`
 * naming the file. The portal server loads it into its own process to render the first route.
 *
 *  - The host's server bundle is `render.cjs` (host/src/server/render.tsx): the shell, layouts,
 *    header and router, plus the one copy of @portal/shared (with the router, axios, zustand) and
 *    react-query it hands to every remote's server bundle, as the browser's host provides its
 *    singletons.
 *  - A remote's server bundle is `pages.cjs`: every exposed page, keyed by its expose name, with
 *    @portal/shared and react-query left as externals the server resolves to the host's copies.
 *  - React itself is always external: the server process provides the one react / react-dom.
 *
 * One file per app (async chunks merged back): the server reads it from the remote's deployment
 * and evaluates it with its own `require`, which knows only the externals and Node's built-ins.
 */
/** Provided by the server process itself (one React for every bundle). */
const REACT_EXTERNALS = /^(?:react|react-dom)(?:\/.*)?$/;
/**
 * Provided to a remote's server bundle by the host's (its singletons). Styles stay in the bundle,
 * and so does `@portal/shared/page-ui`, which a remote bundles in the browser too: its server
 * render then uses the same copy its hydration will.
 */
const HOST_PROVIDED = /^(?:@portal\/shared(?:\/(?!.*\.css$)(?!page-ui$).*)?|@tanstack\/react-query)$/;

export interface ServerBuildInput {
  kind: 'host' | 'remote';
  appDir: string;
  outDir: string;
  uniqueName: string;
  label: string;
  /** For a remote: expose name → source file (relative to appDir). */
  exposes?: Record<string, string>;
  alias: Record<string, string>;
}

export function serverConfig(input: ServerBuildInput): Configuration {
  const { kind, appDir } = input;
  const entry = kind === 'host' ? path.join(appDir, 'src/server/render.tsx') : writeRemoteEntry(appDir, input.exposes ?? {});
  const file = kind === 'host' ? 'render.cjs' : 'pages.cjs';
  const outDir = path.join(input.outDir, SERVER_BUILD_DIR);
  const manifest: ServerManifest = {
    name: input.uniqueName,
    version: input.label,
    kind,
    file,
    ...(kind === 'remote' ? { pages: Object.keys(input.exposes ?? {}) } : {}),
  };
  const externals = kind === 'host' ? [REACT_EXTERNALS] : [REACT_EXTERNALS, HOST_PROVIDED];

  return {
    name: `${input.uniqueName}-server`,
    mode: 'production',
    context: appDir,
    target: 'node20',
    devtool: false,
    entry: { main: entry },
    output: {
      path: outDir,
      filename: file,
      library: { type: 'commonjs2' },
      // Asset URLs as the browser build writes them: the host's from '/', a remote's from where
      // it is deployed, which the server sets when it loads the bundle (see the remote entry).
      publicPath: kind === 'host' ? '/' : '',
      assetModuleFilename: 'assets/[name].[hash:8][ext]',
      // The same as the browser build, so CSS-module class names match on both sides.
      uniqueName: input.uniqueName,
      clean: true,
    },
    externals,
    externalsType: 'commonjs',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: input.alias },
    module: {
      generator: {
        // URLs only: the browser build already wrote the files.
        'asset/resource': { emit: false },
        // Class names only: the browser build ships the styles.
        'css/auto': { exportsOnly: true },
      },
      rules: moduleRules({ development: false, targets: 'node 20' }),
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      // One file: the server evaluates it whole and has no chunk loading.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ServerManifestPlugin(manifest),
    ],
    optimization: { minimize: false, splitChunks: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Writes `server-manifest.json` beside the bundle. */
class ServerManifestPlugin {
  constructor(private readonly manifest: ServerManifest) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerManifestPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(SERVER_MANIFEST_FILE, new compiler.rspack.sources.RawSource(JSON.stringify(this.manifest, null, 2)));
        },
      );
    });
  }
}

/**
 * A remote's server entry, generated from its exposes: `pages` maps each expose name to its
 * module (bundled eagerly, evaluated on first use), and `setPublicPath` lets the server point
 * asset URLs at the remote's deployment, as `publicPath: 'auto'` does in the browser.
 */
function writeRemoteEntry(appDir: string, exposes: Record<string, string>): string {
  const lines = [
    '// Generated by @portal/build-config (server-build.ts) for the server-target build.',
    'export const pages = {',
    ...Object.entries(exposes).map(
      ([name, file]) =>
        `  ${JSON.stringify(name)}: () => import(/* webpackMode: "eager" */ ${JSON.stringify(path.resolve(appDir, file))}),`,
    ),
    '};',
    'export function setPublicPath(publicPath) {',
    '  __webpack_public_path__ = publicPath;',
    '}',
  ];
  const dir = path.join(appDir, 'node_modules', '.cache', 'portal-server');
  fs.mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'server-entry.js');
  fs.writeFileSync(entry, `${lines.join('\n')}\n`);
  return entry;
}
