import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, withBulletinDismissed, collectPageErrors } from '../harness/browser';
import { eventually } from '../harness/eventually';
import { remoteDist } from '../harness/paths';
import { defaultRemotes, startPortal, type PortalServer } from '../harness/portal-server';

/**
 * A remote whose server bundle is missing, throws or is slow (issue 17): the route goes out
 * client-rendered, as before server rendering, and works — never a failed page. Each case is a
 * version of remote_games published into this suite's own deploy store, which the environment
 * then points at, as ops would.
 */
const SERVER_PAGES = path.join('server', 'pages.cjs');

/** Code appended to the bundle: replaces home's page module after the bundle has set its exports. */
const BROKEN: Record<string, string | undefined> = {
  missing: undefined,
  throws: `
const original = module.exports.pages['./pages/home'];
module.exports.pages['./pages/home'] = async () => ({ ...(await original()), default: () => { throw new Error('broken on purpose'); } });`,
  slow: `
module.exports.pages['./pages/home'] = () => new Promise((resolve) => setTimeout(resolve, 60000));`,
};

let deployRoot: string;
let portal: PortalServer;
let browser: Browser;

beforeAll(async () => {
  deployRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ssr-fallback-'));
  for (const [name, patch] of Object.entries(BROKEN)) {
    const dir = path.join(deployRoot, 'remotes', 'games', `ssr-${name}`);
    fs.cpSync(remoteDist('games'), dir, { recursive: true });
    if (patch === undefined) fs.rmSync(path.join(dir, 'server'), { recursive: true });
    else fs.appendFileSync(path.join(dir, SERVER_PAGES), patch);
  }
  [portal, browser] = await Promise.all([
    // A budget a busy machine still meets for a healthy render, but the slow bundle does not.
    startPortal({ env: { DEPLOY_ROOT: deployRoot, SSR_BUDGET_MS: '3000' } }),
    launchBrowser().then(withBulletinDismissed),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  fs.rmSync(deployRoot, { recursive: true, force: true });
});

async function homeHtml(): Promise<string> {
  return (await fetch(`${portal.url}/`, { headers: { accept: 'text/html' } })).text();
}

describe.each(Object.keys(BROKEN))('a remote whose server bundle is %s', (name) => {
  it('gets its route client-rendered, and the page works', async () => {
    const manifest = `/remotes/games/ssr-${name}/mf-manifest.json`;
    portal.writeRemotes({ ...defaultRemotes(), remote_games: { manifest } });
    // The environment is live once the page preloads that manifest.
    await eventually(async () => (await homeHtml()).includes(manifest), true, 15000);
    const html = await homeHtml();
    expect(html).not.toContain('__PORTAL_SSR__');
    expect(html).toContain('data-testid="boot-shell"');

    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${portal.url}/`);
    await page.locator('[data-testid=hot-games] [data-testid=game-card]').first().waitFor();
    const card = page.locator('[data-testid=hot-games] [data-testid=game-card]').first();
    const id = await card.getAttribute('data-game-id');
    await card.click();
    await page.locator(`[data-testid=game-detail][data-game-id="${id}"]`).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
