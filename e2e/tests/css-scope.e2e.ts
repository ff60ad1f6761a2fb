import type { Page } from 'playwright-core';
import { DESKTOP } from '../harness/browser';
import { usePortalSuite } from '../harness/suite';

/**
 * CSS cannot leak between remotes (issue 10). The host keeps every remote's style sheets in one
 * document once they have loaded, so after a player moves from a games page to an account page
 * (and back) without a reload, no rule of one remote's style sheets may match an element of the
 * other remote's page. The unit test tooling/boundaries/css-scope.test.ts keeps the source rule;
 * this one checks what actually reaches the page.
 */
const suite = usePortalSuite();

/** Selectors of every rule loaded from a remote's own files, per remote folder (/remotes/<short>/). */
async function leakingRules(page: Page, fromRemote: string, intoRemote: string): Promise<string[]> {
  return page.evaluate(
    ({ from, into }) => {
      const target = document.querySelector(`[data-testid=remote-page][data-remote=${into}]`);
      if (!target) throw new Error(`no page of ${into} is shown`);
      const leaks: string[] = [];
      const visit = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            if (target.matches(rule.selectorText) || target.querySelector(rule.selectorText)) leaks.push(rule.selectorText);
          } else if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
        }
      };
      // A linked sheet by its URL; one the server wrote into the page by the URL it came from.
      const sourceOf = (sheet: CSSStyleSheet) => sheet.href ?? (sheet.ownerNode as Element | null)?.getAttribute('data-href') ?? null;
      const sheets = Array.from(document.styleSheets).filter((sheet) => {
        const source = sourceOf(sheet);
        return source !== null && new URL(source, document.baseURI).pathname.startsWith(`/remotes/${from}/`);
      });
      if (sheets.length === 0) throw new Error(`no style sheet of /remotes/${from}/ is in the page`);
      for (const sheet of sheets) visit(sheet.cssRules);
      return leaks;
    },
    { from: fromRemote, into: intoRemote },
  );
}

it("one remote's style sheets style nothing on another remote's page", async () => {
  const page = await suite.browser.newPage({ viewport: DESKTOP });
  await page.goto(`${suite.portal.url}/`);
  await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor();

  // A player follows the header's login link: a client-side navigation, games' CSS stays loaded.
  await page.getByRole('link', { name: '登录', exact: true }).first().click();
  await page.locator('[data-testid=remote-page][data-remote=remote_account]').waitFor();
  expect(await leakingRules(page, 'games', 'remote_account')).toEqual([]);

  await page.locator('[data-testid=header-logo]').click();
  await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor();
  expect(await leakingRules(page, 'account', 'remote_games')).toEqual([]);
  await page.close();
});
