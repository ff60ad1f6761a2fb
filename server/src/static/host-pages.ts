import type { PortalEnvironment } from '@portal/shared/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ObjectNumbers } from '../platform/cache/object-numbers';
import { CachedBody } from '../platform/http/cached-body';
import { hostPagePolicy } from './content-security-policy';
import { type HostPageHead, type HostPageTemplate, scriptHash, serverRenderScript, stylePreloads, writeHostPage } from './host-page';
import { type PageStyleSheet, styleSheetMarkup } from './inline-styles';
import type { RenderedRoute } from './ssr/server-renderer';

const HTML_TYPE = 'text/html; charset=utf-8';
/** Pages kept at once, and their bytes (raw plus compressed twins, roughly). */
const MAX_PAGES = 200;
const MAX_BYTES = 32 * 1024 * 1024;

/** A host page as it goes out: its bytes (with compressed twins) and the policy allowing its inline scripts. */
export interface SentHostPage {
  body: CachedBody;
  policy: string;
}

/** What a server-rendered page adds to the template: the render, and the route page's stylesheets (inline-styles.ts). */
export interface ServerRenderedParts {
  rendered: RenderedRoute;
  sheets: readonly PageStyleSheet[];
}

/** A server render's bytes, made once per render (a cached render is sent many times). */
interface EncodedRender {
  id: number;
  html: Buffer;
  data: Buffer;
  dataHash: string;
}

/**
 * The host pages this server sends, kept as they go out. A page is a pure function of the
 * template's version, the head (this visitor's environment, the route's preloads, the LCP
 * picture) and the server render it carries — there is no per-request part since the inline
 * scripts are allowed by hash — so a page view after the first for the same inputs costs a
 * lookup: no page assembly, no encoding, and above all no compression (a browser always asks
 * for brotli, and compressing a 60 KB server-rendered page was most of a page view's cost).
 * A new render, template or environment is a new key; old pages fall out of the LRU.
 */
export class HostPages {
  private readonly pages = new LRUCache<string, SentHostPage>({
    max: MAX_PAGES,
    maxSize: MAX_BYTES,
    // Raw bytes plus room for the twins, which come later and are a fraction of them.
    sizeCalculation: (page) => Math.ceil(page.body.raw.length * 1.5),
  });
  private readonly renders = new WeakMap<RenderedRoute, EncodedRender>();
  private nextRenderId = 1;
  /**
   * Heads are kept and reused by the composition (portal-composition.ts hostPageHead), so a page
   * is keyed by its head's number, not by the head's text: a long key, new each view, cost a
   * kept page view a tenth of its time in hashing alone.
   */
  private readonly heads = new ObjectNumbers<HostPageHead>();

  page(template: HostPageTemplate, head: HostPageHead, environment: PortalEnvironment, server?: ServerRenderedParts): SentHostPage {
    const render = server && this.encoded(server.rendered);
    // Whether each of the route's sheets was inlined (the sheets themselves are the head's).
    const inlined = server?.sheets.map((sheet) => (sheet.css === undefined ? '-' : '+')).join('') ?? '';
    const key = `${template.version}\0${render?.id ?? '-'}\0${this.heads.of(head)}\0${inlined}`;
    let page = this.pages.get(key);
    if (!page) {
      page = build(template, head, environment, server, render);
      this.pages.set(key, page);
    }
    return page;
  }

  send(request: FastifyRequest, reply: FastifyReply, page: SentHostPage): FastifyReply {
    reply.header('content-security-policy', page.policy);
    return page.body.send(request, reply);
  }

  private encoded(rendered: RenderedRoute): EncodedRender {
    let render = this.renders.get(rendered);
    if (!render) {
      const data = Buffer.from(rendered.data);
      render = { id: this.nextRenderId++, html: Buffer.from(rendered.html), data, dataHash: scriptHash(data) };
      this.renders.set(rendered, render);
    }
    return render;
  }
}

function build(
  template: HostPageTemplate,
  head: HostPageHead,
  environment: PortalEnvironment,
  server: ServerRenderedParts | undefined,
  render: EncodedRender | undefined,
): SentHostPage {
  const hashes = head.scripts.map(scriptHash);
  if (!server || !render) {
    const bytes = writeHostPage(template, { head: [head.html, stylePreloads(head.styles)], title: head.title });
    return { body: new CachedBody(bytes, HTML_TYPE), policy: hostPagePolicy(hashes, environment) };
  }
  const bytes = writeHostPage(template, {
    head: [...serverRenderScript(render.data, server.rendered.head), '\n', head.html],
    root: render.html,
    styles: server.sheets.map(styleSheetMarkup).join(''),
    title: head.title,
  });
  return { body: new CachedBody(bytes, HTML_TYPE), policy: hostPagePolicy([render.dataHash, ...hashes], environment) };
}
