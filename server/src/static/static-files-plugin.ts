import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPrivateBuildFile } from '@portal/deploy/store';
import { ResultCode } from '@portal/shared/types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../platform/http/envelope';
import { ImmutableFiles } from '../platform/http/immutable-files';
import { isApiPath } from '../platform/http/not-found';
import type { BackgroundWork } from '../platform/idle-work';
import type { WarmUp } from '../platform/warm-up';
import { cacheControlFor, IMMUTABLE, isContentHashed } from './cache-control';
import { createHostPageHandler } from './host-page-handler';
import { HostTemplate } from './host-template';
import { remoteStyleSheetReader, StyleSheetTexts } from './inline-styles';
import type { SsrConfig } from '../config';
import type { StaticLayout } from './layout';
import type { LcpImageLookup } from './lcp-image';
import { type RemoteFile, resolveRemoteFile, safeSegments } from './remote-files';
import { inProcessApi } from './ssr/in-process-api';
import { ServerBundles } from './ssr/server-bundles';
import { ServerRenderer } from './ssr/server-renderer';

export interface StaticFilesOptions {
  layout: StaticLayout;
  /** SERVE_SOURCE_MAPS: off, *.map and mf-stats.json answer 404 everywhere. */
  serveSourceMaps: boolean;
  /** The picture each page preloads (lcp-image.ts). */
  lcpImageOf: LcpImageLookup;
  /** Server-side rendering of the first route (SSR, SSR_BUDGET_MS, SSR_CACHE_MS, SSR_STALE_MS). */
  ssr: SsrConfig;
  publicUrl: string | undefined;
  /** Where the home page's first render is added as a warm-up step (platform/warm-up.ts). */
  warmUp: WarmUp;
  /** Where a stale render's replacement waits for the server to be quiet (platform/idle-work.ts). */
  background: BackgroundWork;
}

/**
 * Serves the host build at / and the remotes under /remotes/<short>/ (remote-files.ts: a
 * published version, the store's current one, or the team's dist). The page itself
 * (/, /index.html, and every client-side route through the not-found fallback) is always
 * rendered, never sent as the raw file, because it must carry the environment (and the CSP allowing its inline scripts).
 * Returns the page handler so the app can use it as the navigation fallback.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { layout, serveSourceMaps, lcpImageOf, ssr, publicUrl, warmUp, background }: StaticFilesOptions,
) {
  const template = new HostTemplate(path.join(layout.hostDir, 'index.html'));
  if (!existsSync(template.file)) app.log.warn({ file: template.file }, 'SERVE_STATIC is on but the host is not built');
  const renderer = ssr.enabled
    ? new ServerRenderer({
        bundles: new ServerBundles({ layout, publicUrl, dispatch: inProcessApi(app) }),
        budgetMs: ssr.budgetMs,
        cacheMs: ssr.cacheMs,
        staleMs: ssr.staleMs,
        background,
        log: app.log,
      })
    : undefined;
  const styleSheets = new StyleSheetTexts(remoteStyleSheetReader(layout, publicUrl));
  const hostPage = createHostPageHandler(app, template, lcpImageOf, styleSheets, renderer);
  // Before listening (main.ts): the server bundles loaded, then home rendered once as a guest's
  // browser asks for it, so the first visitor gets a page already compiled, rendered and compressed.
  warmUp.add({
    name: 'home page',
    // A bundle that does not load leaves the page to fall back, as the render path says; the page is still asked for.
    prepare:
      renderer &&
      (() =>
        app.composition
          .environment({})
          .then((environment) => renderer.warm(environment))
          .catch((error: unknown) => app.log.debug({ err: error }, 'server bundles not warmed; the page falls back'))),
    request: { method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } },
  });
  if (renderer) {
    // In the background once the server listens, for a server started without the warm-up (tests
    // that build the app themselves): the first page views need not wait for it.
    app.addHook('onListen', (done) => {
      app.composition
        .environment({})
        .then((environment) => renderer.warm(environment))
        .catch((error: unknown) => app.log.debug({ err: error }, 'server bundles not warmed; the first pages load them'));
      done();
    });
  }

  if (!serveSourceMaps) {
    // Source maps hold the source and mf-stats.json the build's internals: for decoding error
    // reports (kept under DEPLOY_ROOT/sourcemaps), not for browsers. A plain 404, also for a
    // navigation, which would otherwise get the host page.
    // A callback hook that returns at once for the API: it runs before every request, and an
    // async one cost each API call a promise and a regular expression (bench/api.mjs profile).
    app.addHook('onRequest', (request, reply, done) => {
      if (isApiPath(request.url)) return done();
      const pathname = request.url.replace(/[?#].*$/, '');
      if (isPrivateBuildFile(safeDecode(pathname))) return reply.status(404).send(failure(ResultCode.notFound));
      done();
    });
  }

  // The page is sent as kept bytes with their compressed twins (host-pages.ts): @fastify/compress's
  // hooks have nothing to do on it (running them cost a kept page view about 3 % of its CPU).
  const ownCompression = { compress: false, decompress: false } as const;
  app.get('/', ownCompression, hostPage);
  app.get('/index.html', ownCompression, hostPage);

  // Content-hashed files (most of what a page view asks for) are sent from memory after their
  // first read, by both the host's and the remotes' routes.
  const immutable = new ImmutableFiles();
  await app.register(async (scope) => registerHostFiles(scope, layout.hostDir, immutable));
  await app.register(async (scope) => registerRemoteFiles(scope, layout, serveSourceMaps, immutable));
  return hostPage;
}

/** The host build at /: content-hashed files from memory, the rest (and Range requests) from the disk. */
async function registerHostFiles(scope: FastifyInstance, hostDir: string, immutable: ImmutableFiles) {
  // Runs before the static plugin's own route in this scope only; a file not kept goes on to it.
  scope.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.replace(/[?#].*$/, '');
    if (!isContentHashed(pathname) || !ImmutableFiles.accepts(request)) return;
    const kept = await immutable.get(pathname, async () => {
      const segments = safeSegments(pathname.slice(1));
      return segments && { path: path.join(hostDir, ...segments) };
    });
    if (kept) return immutable.send(request, reply, kept);
  });
  await scope.register(fastifyStatic, {
    root: hostDir,
    prefix: '/',
    index: false,
    decorateReply: false,
    cacheControl: false,
    // The build writes .br/.gz twins; send them to clients that accept them.
    preCompressed: true,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheControlFor(file));
    },
  });
}

/**
 * /remotes/<short>/…: resolved per request, so a `current` switch or a new version is served at
 * once — except content-hashed files, whose name means the same bytes in every version: those are
 * resolved once and then sent from memory.
 */
async function registerRemoteFiles(scope: FastifyInstance, layout: StaticLayout, serveSourceMaps: boolean, immutable: ImmutableFiles) {
  const resolved = new WeakMap<FastifyRequest, RemoteFile>();
  const announced = new Map<string, string>();

  await scope.register(fastifyStatic, {
    serve: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, file: string) => {
      crossOrigin(reply).header('cache-control', resolved.get(reply.request)?.cacheControl ?? cacheControlFor(file));
    },
  });

  scope.get('/remotes/*', async (request, reply) => {
    const pathname = request.url.replace(/[?#].*$/, '');
    if (isContentHashed(pathname) && ImmutableFiles.accepts(request)) {
      const kept = await immutable.get(pathname, async () => {
        const file = await resolveRemoteFile(layout, pathname, { serveSourceMaps });
        return file?.cacheControl === IMMUTABLE ? { path: path.join(file.root, file.relative) } : undefined;
      });
      if (kept) return immutable.send(request, crossOrigin(reply), kept);
    }
    const file = await resolveRemoteFile(layout, pathname, { serveSourceMaps });
    if (!file) return reply.callNotFound();
    announce(scope, announced, file);
    resolved.set(request, file);
    return reply.sendFile(`/${file.relative}`, file.root);
  });
}

/**
 * A host on another origin (a CDN, a dev server) loads a remote's files, including through plain
 * <script> tags that helmet's same-origin CORP would block.
 */
function crossOrigin(reply: FastifyReply): FastifyReply {
  return reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
}

/** Logs which build answers a remote's unversioned URLs when that changes (first request, a `current` switch). */
function announce(scope: FastifyInstance, announced: Map<string, string>, file: RemoteFile): void {
  if (file.origin.kind === 'version') return;
  const source = file.origin.kind === 'dist' ? file.remote.dir : `deploy store, version ${file.origin.current}`;
  if (announced.get(file.remote.name) === source) return;
  announced.set(file.remote.name, source);
  scope.log.info({ remote: file.remote.name, url: file.remote.urlPrefix, source }, `serving ${file.remote.urlPrefix} from ${source}`);
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
