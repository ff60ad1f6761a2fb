import { collectPageErrors, seedAccount } from '../harness/browser';
import { registerAccount } from '../harness/accounts';
import { loadedShareCopies } from '../harness/federation';
import { usePortalSuite } from '../harness/suite';

/**
 * Exactly one React and one auth store in the page, shared by the host and every remote; and
 * the home page downloads only the remote it uses.
 */
const suite = usePortalSuite();

/** Counts React DOM renderers through the hook every react-dom copy registers with. */
const COUNT_RENDERERS = () => {
  const renderers = new Map<number, unknown>();
  let nextId = 1;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer: unknown) {
      renderers.set(nextId, renderer);
      return nextId++;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
};

describe('singletons', () => {
  it('has exactly one React in a page that renders pages of two remotes', async () => {
    const page = await suite.browser.newPage();
    const errors = collectPageErrors(page);
    await page.addInitScript(COUNT_RENDERERS);
    await page.goto(`${suite.portal.url}/`);
    await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor();
    await page.getByRole('link', { name: '关于我们' }).click();
    await page.locator('[data-testid=remote-page][data-remote=remote_account]').waitFor();
    const renderers = await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__
          .renderers.size,
    );
    expect(renderers).toBe(1);
    // The federation share scope holds one loaded copy of each singleton.
    const loaded = await loadedShareCopies(page);
    for (const pkg of ['react', 'react-dom', '@portal/shared']) expect(loaded[pkg]).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shares one auth store: the host signs out and a remote page sees it, a remote signs out and the host sees it', async () => {
    const page = await suite.browser.newPage();
    const first = await registerAccount(suite.portal.url);
    await seedAccount(page, first);
    // remote_account's login page, opened while logged in, shows who is logged in (from the store).
    await page.goto(`${suite.portal.url}/login`);
    const who = page.locator('[data-testid=login-already]');
    await who.waitFor();
    expect(await who.textContent()).toBe(`${first.name}（ID ${first.uid}）`);
    expect(await page.locator('[data-testid=header-user-name]').textContent()).toBe(first.name);

    // host → remote: the header's sign out empties the store; the remote page, still on screen,
    // turns into the login form (no reload, no navigation).
    await page.locator('[data-testid=header-sign-out]').click();
    await page.locator('[data-testid=header-guest]').waitFor();
    await page.locator('[data-testid=login-form]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // remote → host: the personal centre (remote_account) signs out; the host header follows.
    await page.evaluate(() => window.localStorage.clear());
    await seedAccount(page, await registerAccount(suite.portal.url));
    await page.goto(`${suite.portal.url}/user`);
    await page.locator('[data-testid=user-sign-out]').click();
    await page.locator('[data-testid=header-guest]').waitFor();
    expect(await page.locator('[data-testid=header-user]').count()).toBe(0);
    await page.close();
  });

  it('the home page fetches only the remote it uses', async () => {
    const page = await suite.browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${suite.portal.url}/`);
    await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor();
    await page.waitForLoadState('networkidle');
    const remotesFetched = new Set(requested.filter((p) => p.startsWith('/remotes/')).map((p) => p.split('/')[2]));
    expect([...remotesFetched]).toEqual(['games']);
    expect(requested.some((p) => /^\/remotes\/games\/remoteEntry\.[0-9a-f]{8}\.js$/.test(p))).toBe(true);
    await page.close();
  });
});
