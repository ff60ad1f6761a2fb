import { PORTAL_LIVE_ATTRIBUTE } from '../types';

/** One page, one live moment: fresh modules per test, as a page load gets. */
function freshPage(): typeof import('./page-live') {
  document.documentElement.removeAttribute(PORTAL_LIVE_ATTRIBUTE);
  let page!: typeof import('./page-live');
  jest.isolateModules(() => {
    page = require('./page-live');
  });
  return page;
}

it('runs what waits for the page once it goes live, in order, once', () => {
  const { markPageLive, whenPageLive } = freshPage();
  const ran: string[] = [];
  whenPageLive(() => ran.push('first'));
  whenPageLive(() => ran.push('second'));
  expect(ran).toEqual([]);
  expect(document.documentElement.hasAttribute(PORTAL_LIVE_ATTRIBUTE)).toBe(false);
  markPageLive();
  expect(document.documentElement.hasAttribute(PORTAL_LIVE_ATTRIBUTE)).toBe(true);
  expect(ran).toEqual(['first', 'second']);
  markPageLive();
  expect(ran).toEqual(['first', 'second']);
});

it('runs at once what asks after the page went live', () => {
  const { markPageLive, whenPageLive } = freshPage();
  markPageLive();
  const ran: string[] = [];
  whenPageLive(() => ran.push('late'));
  expect(ran).toEqual(['late']);
});
