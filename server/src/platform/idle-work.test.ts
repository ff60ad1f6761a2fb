import { AsyncLocalStorage } from 'node:async_hooks';
import Fastify from 'fastify';
import { IdleWork } from './idle-work';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** An IdleWork on the fake clock, quiet after 250 ms without a request, and what its tasks did. */
function setup() {
  const work = new IdleWork({ quietMs: 250, now: () => Date.now() });
  const ran: string[] = [];
  const task = (name: string) => () => void ran.push(name);
  return { work, ran, task };
}

it('runs a task once no request has arrived for the quiet period, not before', () => {
  const { work, ran, task } = setup();
  work.requestArrived(); // the page whose view found the render stale
  work.schedule(task('render'), 5000);
  jest.advanceTimersByTime(249);
  expect(ran).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(ran).toEqual(['render']);
  expect(work.pending).toBe(0);
});

it("waits while the page's styles, scripts and pictures keep arriving", () => {
  const { work, ran, task } = setup();
  work.requestArrived();
  work.schedule(task('render'), 5000);
  for (let i = 0; i < 6; i += 1) {
    jest.advanceTimersByTime(100);
    work.requestArrived();
  }
  jest.advanceTimersByTime(249);
  expect(ran).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(ran).toEqual(['render']);
});

it('runs a task at its deadline on a server that is never quiet', () => {
  const { work, ran, task } = setup();
  work.requestArrived();
  work.schedule(task('render'), 1000);
  work.schedule(task('later'), 3000);
  const traffic = setInterval(() => work.requestArrived(), 50);
  jest.advanceTimersByTime(999);
  expect(ran).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(ran).toEqual(['render']);
  jest.advanceTimersByTime(2000);
  expect(ran).toEqual(['render', 'later']);
  clearInterval(traffic);
});

it('runs at once on a quiet server', () => {
  const { work, ran, task } = setup();
  work.schedule(task('render'), 5000);
  expect(ran).toEqual([]); // never inside the caller's own turn
  jest.advanceTimersByTime(0);
  expect(ran).toEqual(['render']);
});

it('runs the other tasks when one throws', () => {
  const { work, ran, task } = setup();
  work.schedule(() => {
    throw new Error('boom');
  }, 0);
  work.schedule(task('after'), 0);
  jest.advanceTimersByTime(0);
  expect(ran).toEqual(['after']);
});

it('runs a task in the async context of whoever queued it', () => {
  const { work } = setup();
  const request = new AsyncLocalStorage<string>();
  const seen: (string | undefined)[] = [];
  request.run('first visitor', () => work.schedule(() => seen.push(request.getStore()), 1000));
  request.run('second visitor', () => work.schedule(() => seen.push(request.getStore()), 1000));
  jest.advanceTimersByTime(0);
  expect(seen).toEqual(['first visitor', 'second visitor']);
});

it('drops what waits when the server stops, and takes nothing more', () => {
  const { work, ran, task } = setup();
  work.requestArrived();
  work.schedule(task('queued'), 1000);
  work.close();
  work.schedule(task('after close'), 0);
  jest.advanceTimersByTime(5000);
  expect(ran).toEqual([]);
  expect(work.pending).toBe(0);
});

describe('watching a server', () => {
  /** Waits a real timer: a task due at once (setTimeout 0) has run by then, one waiting a minute has not. */
  const afterATurn = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("counts a request from the network, not the server's own in-process calls", async () => {
    jest.useRealTimers();
    const app = Fastify();
    app.get('/ping', async () => 'pong');
    const work = new IdleWork({ quietMs: 60_000 });
    work.watch(app.server);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const ran: string[] = [];
      // An in-process call (a render's API call): the server is still quiet, the task runs at once.
      expect((await app.inject({ url: '/ping' })).payload).toBe('pong');
      work.schedule(() => void ran.push('after inject'), 60_000);
      await afterATurn();
      expect(ran).toEqual(['after inject']);
      // A visitor's request: the task waits for a quiet minute.
      expect(await (await fetch(`${address}/ping`)).text()).toBe('pong');
      work.schedule(() => void ran.push('after a visitor'), 60_000);
      await afterATurn();
      expect(ran).toEqual(['after inject']);
    } finally {
      work.close();
      await app.close();
    }
  });
});
