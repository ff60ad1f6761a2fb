/**
 * The host's server-side render (issue 17): the shell, layout, header and the route's remote page
 * for one URL, with the page's data fetched first and handed to the browser dehydrated. Built by
 * the server-target build (tooling/build-config/src/server-build.ts) into dist/server/render.cjs
 * and run inside the portal server (server/src/static/ssr), never in a browser.
 */
import type { ReactElement } from 'react';
// The edge build, not Node's: Node's keeps an AsyncLocalStorage of its own that, once a render has
// run, leaves Node 20's promise hooks on for every promise in the process (see RenderScope).
import { renderToReadableStream } from 'react-dom/server.edge';
import * as shared from '@portal/shared';
import { RouterProvider, createMemoryRouter, matchRoutes, setPageClock, type PageRoute, type ServerRenderInput } from '@portal/shared';
import * as sharedQuery from '@portal/shared/query';
import { QueryClientProvider, createPortalQueryClient, dehydrate, type QueryClient } from '@portal/shared/query';
import * as sharedRules from '@portal/shared/rules';
import { RenderScope, answerApiInProcess } from '@portal/shared/server';
import * as sharedTypes from '@portal/shared/types';
import type { HostServerBundle, ServerRenderOutput } from '@portal/shared/types';
import { AppFrame } from '../app/app';
import { ReadyPagesContext, type ReadyPageLookup } from '../composition/ready-pages';
import { composeRoutes } from '../routing/compose-routes';

/** What a remote page module may export: its component and the data it needs (see each page's `prefetch`). */
interface PageModule {
  default?: unknown;
  prefetch?: (client: QueryClient, route: PageRoute) => Promise<unknown>;
}

/** Each render's time, for `pageNow()` (relative times) in every module of this render. */
const renderTime = new RenderScope<number>();
setPageClock(() => renderTime.current());

export const provides: HostServerBundle['provides'] = {
  '@portal/shared': shared,
  '@portal/shared/query': sharedQuery,
  '@portal/shared/rules': sharedRules,
  '@portal/shared/types': sharedTypes,
};

export const configure: HostServerBundle['configure'] = ({ dispatch }) => answerApiInProcess(dispatch);

export const render: HostServerBundle['render'] = (input) => renderTime.run(input.now, () => renderPage(input));

async function renderPage(input: ServerRenderInput): Promise<ServerRenderOutput> {
  const pageModule = input.pageModule as PageModule;
  const Page = pageModule.default;
  if (typeof Page !== 'function') throw new Error(`${input.remote}/${input.module}: the server bundle has no page component`);
  const routes = composeRoutes(input.environment);
  const url = new URL(input.url, 'http://portal.invalid');
  const client = createPortalQueryClient();
  // Pages declare their data as a prefetch into the one QueryClient, with the queries their hooks use.
  if (typeof pageModule.prefetch === 'function') {
    const params = matchRoutes(routes, url.pathname)?.at(-1)?.params ?? {};
    await pageModule.prefetch(client, { pathname: url.pathname, search: url.search, params });
  }
  // A query that failed here would render its error on the server but a loading state in the
  // browser (errors are not handed over): such a page is left to the browser.
  const failed = client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
  if (failed.length) throw new Error(`the page's data could not be fetched: ${failed.map((query) => query.queryHash).join(', ')}`);
  input.signal.throwIfAborted();
  // The browser's router over the same routes, in memory: the tree is the one hydration builds.
  const router = createMemoryRouter(routes, { initialEntries: [url.pathname + url.search] });
  const ready: ReadyPageLookup = (remote, module) =>
    remote === input.remote && module === input.module ? (Page as ReturnType<ReadyPageLookup>) : undefined;
  try {
    const html = await renderToHtml(
      <ReadyPagesContext.Provider value={ready}>
        <QueryClientProvider client={client}>
          <AppFrame>
            <RouterProvider router={router} />
          </AppFrame>
        </QueryClientProvider>
      </ReadyPagesContext.Provider>,
      input.signal,
    );
    const { hoisted, body } = splitHoisted(html);
    return { html: body, head: hoisted, queryState: dehydrate(client) };
  } finally {
    router.dispose();
    client.clear();
  }
}

/**
 * React's streaming renderer, collected whole once everything is ready: the page goes into the
 * host's HTML as one piece, and any error while rendering (or the budget running out) makes the
 * server fall back to client rendering rather than ship half a page.
 */
async function renderToHtml(element: ReactElement, signal: AbortSignal): Promise<string> {
  let failure: unknown;
  // Rejects when the shell itself fails; errors inside the page are reported to onError.
  const stream = await renderToReadableStream(element, {
    signal,
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  signal.throwIfAborted();
  if (failure !== undefined) throw failure;
  return html;
}

/**
 * React puts the resource hints it finds (`<link rel="preload" as="image">` for the images on the
 * page) in front of the markup when it renders a part of a document. They belong in the head: left
 * in #root they are nodes the browser's render does not have, and hydration would fail on them.
 */
function splitHoisted(html: string): { hoisted: string; body: string } {
  const hoisted = /^(?:<link [^>]*>)+/.exec(html)?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}
