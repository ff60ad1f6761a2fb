import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_RENDER_TIMING } from '@portal/shared/types';
import { NO_CACHE } from './cache-control';
import { newDeviceCookie, visitorOf } from './canary';
import { hasShareCanary } from './portal-composition';
import { HostPages } from './host-pages';
import type { HostTemplate } from './host-template';
import type { StyleSheetTexts } from './inline-styles';
import type { LcpImageLookup } from './lcp-image';
import type { ServedRender, ServerRenderer } from './ssr/server-renderer';

/**
 * Answers a page navigation (/, a deep link like /detail/42) with the host's index.html,
 * the environment inlined, the matched remote route and the page's largest picture preloaded —
 * and, with a server renderer, that route already rendered into #root with its data (or, if it
 * cannot be, the page as before). The CSP replaces helmet's default for this response: it
 * allows the page's own inline scripts by hash and names the environment's remote origins.
 */
export function createHostPageHandler(
  app: FastifyInstance,
  template: HostTemplate,
  lcpImageOf: LcpImageLookup,
  styleSheets: StyleSheetTexts,
  renderer?: ServerRenderer,
) {
  const pages = new HostPages();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.replace(/[?#].*$/, '');
    const visitor = visitorOf(request);
    // A device's first page, while some remote sends a share of devices to a canary: the device
    // gets its id now, so this very page is already in or out of the canary, and stays so.
    const live = app.composition.liveEnvironment();
    if (!visitor.deviceId && hasShareCanary(await live)) {
      const { deviceId, cookie } = newDeviceCookie(app.composition.secureCookies);
      visitor.deviceId = deviceId;
      reply.header('set-cookie', cookie);
    }
    const [page, lcpImage] = await Promise.all([template.read(), lcpImageOf(pathname)]);
    const { environment, head, owner } = await app.composition.hostPageHead(pathname, visitor, lcpImage, live);
    const served =
      renderer && owner && page.hasRoot
        ? await renderer.render(request.url.replace(/#.*$/, ''), environment, owner, request.ip)
        : undefined;
    // Painted before any script runs, a server render carries its page's stylesheets.
    const server = served && { rendered: served.route, sheets: await styleSheets.read(head.styles) };
    reply.status(200).header('cache-control', NO_CACHE);
    if (served) reply.header('server-timing', renderAgeTiming(served));
    return pages.send(request, reply, pages.page(page, head, environment, server));
  };
}

/**
 * The render's age, per response (the page bytes are shared by every visitor who gets that
 * render): a page sent a stale render asks for its data again once live (@portal/shared
 * serverRenderIsFresh).
 */
function renderAgeTiming({ ageMs, stale }: ServedRender): string {
  const { name, fresh, stale: staleDescription } = SERVER_RENDER_TIMING;
  return `${name};dur=${ageMs};desc=${stale ? staleDescription : fresh}`;
}
