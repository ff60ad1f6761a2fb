import { usePortalSuite } from '../harness/suite';

/**
 * Composition stays cheap: a remote route's first render needs 1 round trip after the HTML —
 * the HTML itself names (scripts, stylesheets, preload hints) or carries (stylesheets written
 * in) every file the render needs: the host's two scripts, the route's remote manifest, its
 * remoteEntry and the page chunks. The test
 * allows 2 (the bound is 3); without the preload hints it would be 3 (main → manifest →
 * entry + page chunk).
 *
 * Counted from what each request was initiated by (DevTools `initiator`), never from timing, so a
 * loaded machine gives the same answer: the document is depth 0; a request the HTML's parser made
 * is depth 1; a request made by a script (or a stylesheet) is one deeper than the deepest file on
 * its initiator stack. A file's depth is its shallowest request. The files a render needs come from
 * the HTML and from the remote's own manifest (the exposed page's sync JS and CSS), not from what
 * happened to finish first.
 */
const suite = usePortalSuite();

interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}
interface StackTrace {
  callFrames: Array<{ url: string }>;
  parent?: StackTrace;
}
interface Manifest {
  metaData: { publicPath: string };
  exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

function stackUrls(stack: StackTrace | undefined): string[] {
  const urls: string[] = [];
  for (let at = stack; at; at = at.parent) urls.push(...at.callFrames.map((frame) => frame.url).filter(Boolean));
  return urls;
}

async function roundTripsToRender(path: string): Promise<{ depth: number; log: string }> {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests: Array<{ url: string; initiator: Initiator }> = [];
  cdp.on('Network.requestWillBeSent', (e) => requests.push({ url: e.request.url.split('#')[0]!, initiator: e.initiator as Initiator }));
  const documentUrl = `${suite.portal.url}${path}`;
  await page.goto(documentUrl);
  const rendered = page.locator('[data-testid=remote-page]');
  await rendered.waitFor();
  const remote = (await rendered.getAttribute('data-remote'))!;
  // The files the render needs: what the HTML loads, and the route's remote files by its manifest.
  // As the server sent it (the live DOM gains scripts later, depending on what loaded when), to a
  // request that accepts HTML as a navigation does (to others a missing path is a 404).
  const html = await (await fetch(documentUrl, { headers: { accept: 'text/html' } })).text();
  if (!html.includes('id="root"')) throw new Error(`${path}: not the host page:\n${html.slice(0, 300)}`);
  // A disabled stylesheet link is never fetched: it marks a stylesheet the HTML carries inline.
  const fromHtml = [...html.matchAll(/<(script|link)\b[^>]*>/g)]
    .map(([tag]) =>
      tag.startsWith('<script')
        ? /\ssrc="([^"]+)"/.exec(tag)
        : /\srel="stylesheet"/.test(tag) && !/\sdisabled\b/.test(tag)
          ? /\shref="([^"]+)"/.exec(tag)
          : null,
    )
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => new URL(match[1]!, documentUrl).href);
  // Stylesheets written into the HTML are there at depth 0: nothing needs to fetch them.
  const inline = new Set([...html.matchAll(/<style data-href="([^"]+)"/g)].map((match) => new URL(match[1]!, documentUrl).href));
  const environment = (await (await fetch(`${suite.portal.url}/remotes.json`)).json()) as { remotes: Record<string, { manifest: string }> };
  const manifestUrl = new URL(environment.remotes[remote]!.manifest, suite.portal.url).href;
  const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
  const routes = (await (await fetch(new URL('portal-routes.json', manifestUrl))).json()) as {
    routes: Array<{ path: string; module: string }>;
  };
  const pagePath = path.replace(/^\//, '');
  const route = routes.routes.find(
    (r) => r.path === pagePath || (r.path.includes(':') && new RegExp(`^${r.path.replace(/:[^/]+\??/g, '[^/]*')}$`).test(pagePath)),
  )!;
  const expose = manifest.exposes.find((e) => e.path === `./${route.module.replace(/^\.\//, '')}` || e.path === route.module)!;
  const base = new URL(manifest.metaData.publicPath === 'auto' ? '.' : manifest.metaData.publicPath, manifestUrl);
  const remoteEntry = requests.find((r) => r.url.startsWith(base.href) && /remoteEntry/.test(r.url))!.url;
  const needed = [
    ...new Set([
      ...fromHtml,
      manifestUrl,
      remoteEntry,
      ...[...expose.assets.js.sync, ...expose.assets.css.sync].map((file) => new URL(file, base).href),
    ]),
  ].filter((url) => !inline.has(url));
  await context.close();

  const memo = new Map<string, number>();
  const depthOf = (url: string, visiting = new Set<string>()): number => {
    if (url === documentUrl) return 0;
    const known = memo.get(url);
    if (known !== undefined) return known;
    if (visiting.has(url)) return Number.POSITIVE_INFINITY;
    visiting.add(url);
    const depths = requests
      .filter((r) => r.url === url)
      .map(({ initiator }) => {
        const parents = initiator.type === 'script' ? stackUrls(initiator.stack) : [initiator.url ?? documentUrl];
        const known = parents.filter((p) => p === documentUrl || requests.some((r) => r.url === p));
        return (known.length ? Math.max(...known.map((p) => depthOf(p, visiting))) : 0) + 1;
      });
    visiting.delete(url);
    const depth = depths.length ? Math.min(...depths) : Number.POSITIVE_INFINITY;
    memo.set(url, depth);
    return depth;
  };
  const depth = Math.max(...needed.map((url) => depthOf(url)));
  const log = needed.map((url) => `depth ${depthOf(url)}  ${new URL(url).pathname}`).join('\n');
  return { depth, log };
}

it.each(['/', '/faq', '/square', '/bookinfo/3'])('%s renders within 2 round trips after the HTML', async (path) => {
  const { depth, log } = await roundTripsToRender(path);
  if (process.env.SHOW_WAVES || depth !== 1) console.log(`${path}:\n${log}`);
  expect(depth).toBeGreaterThanOrEqual(1);
  expect(depth).toBeLessThanOrEqual(2);
});

it('paints before any script arrives: the server-rendered route, or a shell that the app replaces', async () => {
  const noScript = await suite.browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  // Home is rendered on the server: the page itself is in the HTML.
  await bare.goto(`${suite.portal.url}/`);
  expect(await bare.locator('[data-testid=header]').isVisible()).toBe(true);
  expect(await bare.locator('[data-testid=remote-page]').isVisible()).toBe(true);
  // A route the server leaves to the browser (it needs a login) paints the shell.
  await bare.goto(`${suite.portal.url}/bind`);
  const shell = bare.locator('[data-testid=boot-shell]');
  expect(await shell.isVisible()).toBe(true);
  expect(await shell.innerText()).toContain('正在加载');
  await noScript.close();

  const page = await suite.browser.newPage();
  await page.goto(`${suite.portal.url}/bind`);
  await page.locator('[data-testid=remote-page]').waitFor();
  expect(await page.locator('[data-testid=boot-shell]').count()).toBe(0);
  await page.close();
});
