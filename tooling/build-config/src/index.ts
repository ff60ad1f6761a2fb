/**
 * The one Rspack + Module Federation config factory. The host and every remote call
 * `defineApp(...)` from their `rspack.config.ts`; nothing about building lives anywhere else.
 */
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import CompressionPlugin from 'compression-webpack-plugin';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { SERVER_BUILD_DIR, type RemoteRouteMeta } from '@portal/shared/types';
import { DEV_API_ORIGIN, HOST_APP, REMOTE_APPS, remoteByName, type AppIdentity } from './apps';
import { buildSettings, type BuildSettings } from './build-settings';
import { pageTypesOption } from './page-types';
import { RemoteRoutesFilePlugin, exposesFor } from './routes-file';
import { federationRuntimeEsmAliases } from './runtime-esm';
import { serverConfig } from './server-build';
import { OneChunkPerRemoteSingleton, remoteSingletonChunks, sharedSingletons } from './shared-singletons';
import { moduleRules } from './module-rules';

export { HOST_APP, REMOTE_APPS, DEV_API_ORIGIN } from './apps';
export { exposesFor } from './routes-file';

export type AppDefinition = { kind: 'host' } | { kind: 'remote'; name: string; routes: readonly RemoteRouteMeta[] };

interface Argv {
  mode?: 'development' | 'production' | 'none';
}

/**
 * A production build is two compilations: the browser build and the server-target build of the
 * same app (server-build.ts), which the portal server uses to render the first route.
 */
export function defineApp(app: AppDefinition) {
  return (_env: unknown, argv: Argv = {}): Configuration | Configuration[] => {
    const production = argv.mode === 'production';
    const identity: AppIdentity = app.kind === 'host' ? HOST_APP : remoteByName(app.name);
    // Read once: the default label has the time in it, and both builds must carry the same.
    const settings = buildSettings(identity, production);
    const client = createConfig(app, production, identity, settings);
    if (!production) return client;
    const appDir = process.cwd();
    const server = serverConfig({
      kind: app.kind,
      appDir,
      outDir: settings.outDir,
      uniqueName: identity.name,
      label: settings.label,
      ...(app.kind === 'remote' ? { exposes: exposesFor(app.routes) } : {}),
      alias: federationRuntimeEsmAliases(appDir),
    });
    return [client, server];
  };
}

function createConfig(app: AppDefinition, production: boolean, identity: AppIdentity, settings: BuildSettings): Configuration {
  const appDir = process.cwd();
  // A remote's production build runs on the host's federation runtime (externalRuntime): each
  // extra remote then costs ~16 KB instead of ~35 KB (toolchain notes). Its dev build keeps its
  // own runtime because it also renders the team's local shell as a page of its own.
  const externalRuntime = app.kind === 'remote' && production;
  const hash = production ? '.[contenthash:8]' : '';

  const plugins: RspackPluginInstance[] = [
    new ModuleFederationPlugin({
      name: identity.name,
      ...(app.kind === 'remote' ? { filename: `remoteEntry${hash}.js`, exposes: exposesFor(app.routes) } : {}),
      shared: sharedSingletons(appDir, app.kind),
      // The host refuses a remote built against newer singletons than it provides (fallback,
      // not a half-working page).
      ...(app.kind === 'host' ? { runtimePlugins: [sharedContractPlugin(appDir)] } : {}),
      // With the default 'version-first' every registered remote's entry is downloaded at
      // start-up; 'loaded-first' fetches only the remotes a page uses (toolchain notes).
      shareStrategy: 'loaded-first',
      // The declarations of a remote's exposed pages only when asked (PORTAL_PAGE_TYPES=1, each
      // remote's `pnpm build:types`): they cost 10-20 s per build (see page-types.ts).
      dts: app.kind === 'remote' && production ? pageTypesOption() : false,
      experiments: {
        ...(app.kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime }),
        optimization: { target: 'web' },
      },
    }),
  ];

  if (production) {
    // Pre-compressed twins of every text asset, so the server (and any CDN) sends them compressed
    // without compressing per request.
    for (const [algorithm, extension] of [
      ['gzip', 'gz'],
      ['brotliCompress', 'br'],
    ] as const) {
      plugins.push(
        new CompressionPlugin({
          algorithm,
          filename: `[path][base].${extension}`,
          test: /\.(js|css|html|json|svg)$/,
          threshold: 1024,
          minRatio: 0.9,
        }) as unknown as RspackPluginInstance,
      );
    }
  }
  if (app.kind === 'remote') {
    plugins.push(new RemoteRoutesFilePlugin({ name: identity.name, version: settings.label, routes: [...app.routes] }));
    plugins.push(new OneChunkPerRemoteSingleton());
  }
  // The host always has a page; a remote has one only in dev, where it runs in its local shell.
  const hasPage = app.kind === 'host' || !production;
  if (hasPage) {
    plugins.push(
      new rspack.HtmlRspackPlugin({
        template: app.kind === 'host' ? path.join(appDir, 'src/index.html') : localShellTemplate(appDir),
        ...(app.kind === 'host' ? { favicon: path.join(appDir, 'src/favicon.svg') } : {}),
        // Only the page's own entry: a remote's container entry is for hosts, not for its shell.
        chunks: ['main'],
        minify: false,
      }),
    );
  }

  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    // Production maps are written but not referenced from the code (no sourceMappingURL): they
    // are for decoding error reports, kept privately (DEPLOY_ROOT/sourcemaps), never served.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: hasPage ? { main: app.kind === 'host' ? './src/index.ts' : './src/local-shell/index.ts' } : {},
    output: {
      path: settings.outDir,
      // Remotes are served from wherever ops put them, so they find their own chunks.
      publicPath: app.kind === 'host' ? '/' : 'auto',
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `[name]${hash}.css`,
      assetModuleFilename: 'assets/[name].[hash:8][ext]',
      uniqueName: identity.name,
      // The server-target build (a compilation of its own) writes dist/server: never wiped here.
      clean: { keep: (file: string) => isInside(path.join(settings.outDir, SERVER_BUILD_DIR), file) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: federationRuntimeEsmAliases(appDir) },
    module: {
      rules: moduleRules({ development: !production, targets: 'chrome >= 87, safari >= 14, firefox >= 78' }),
    },
    plugins,
    optimization: {
      minimize: production,
      moduleIds: production ? 'deterministic' : 'named',
      splitChunks: { cacheGroups: app.kind === 'host' ? { shared: HOST_SHARED_CHUNK } : remoteSingletonChunks() },
    },
    performance: { hints: false },
    stats: production ? 'normal' : 'errors-warnings',
    // `rspack serve` otherwise compiles each dynamic import only when the page first asks for it
    // (the CLI's default). A page then waits for that compile while the router keeps the old page
    // on screen: a loaded CI left the local shell on its login page for 60 s after a login. Every
    // chunk is compiled up front instead; the dev server answers once that first build is done.
    lazyCompilation: false,
    devServer: {
      port: identity.devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/media'], target: DEV_API_ORIGIN, changeOrigin: true }],
      ...(app.kind === 'host' ? { setupMiddlewares: devRemotesMiddleware } : {}),
    },
  };
}

/** The modules of the host's `shared` chunk (below): React, the router, axios, zustand and @portal/shared. */
export const HOST_SHARED_MODULES =
  /[\\/](?:node_modules[\\/](?:\.pnpm[\\/])?(?:react|react-dom|scheduler|react-router|react-router-dom|axios|zustand|cookie|set-cookie-parser)[@\\/]|shared[\\/]src[\\/](?!query[\\/]))/;

/**
 * The host's first load in two files: `shared` (React and @portal/shared with the libraries
 * inside it: the singletons every remote uses) and `main` (the host's own code and the
 * federation runtime). Both load in parallel; a host-only release leaves `shared` cached, and
 * bench/web.mjs can report the two apart.
 */
const HOST_SHARED_CHUNK = {
  name: 'shared',
  chunks: 'initial' as const,
  // Scripts only: the styles stay in the one main.css (one render-blocking request, not two).
  type: /^javascript\//,
  enforce: true,
  priority: 20,
  // Never react-query, nor `shared/src/query` (the remotes' QueryClient singleton): the host does
  // not import them, and they must not ride in its first load if it ever did by accident.
  test: HOST_SHARED_MODULES,
};

/** A dev-server middleware entry, as `setupMiddlewares` receives them. */
interface DevMiddleware {
  name: string;
  path: string;
  middleware: (req: unknown, res: ServerResponse) => void;
}

/**
 * In `pnpm dev` the host has no server to inline its environment, so it fetches `/remotes.json`:
 * here, every remote on its own dev server.
 */
function devRemotesMiddleware<T extends unknown[]>(middlewares: T): T {
  const environment = {
    appTitle: 'X游戏（开发）',
    remotes: Object.fromEntries(
      REMOTE_APPS.map((r) => [r.name, { manifest: `http://localhost:${r.devPort}/mf-manifest.json`, version: 'dev' }]),
    ),
  };
  const entry: DevMiddleware = {
    name: 'portal-dev-remotes',
    path: '/remotes.json',
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(environment));
    },
  };
  middlewares.unshift(entry);
  return middlewares;
}

function sharedContractPlugin(appDir: string): string {
  return createRequire(path.join(appDir, 'package.json')).resolve('@portal/build-config/shared-contract-plugin');
}

/** Whether `file` (rspack hands `clean.keep` absolute paths) is `dir` or inside it. */
function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Every remote's local shell uses the one page template of @portal/local-shell. */
function localShellTemplate(appDir: string): string {
  return createRequire(path.join(appDir, 'package.json')).resolve('@portal/local-shell/index.html');
}
