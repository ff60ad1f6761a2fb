import Fastify, { type FastifyInstance } from 'fastify';
import { WarmUp } from './warm-up';

/**
 * The warm-up a server runs on itself before it listens: its requests go through the app's own
 * hooks in the order they were added, a failing step never stops the others (nor the start), and
 * the budget bounds the whole run even when a step never answers.
 */
describe('warm-up', () => {
  let app: FastifyInstance;
  /** What reached the app, in order: the hook's view of each request, and each preparation. */
  let seen: string[];
  /** The warm-up's clock: a test moves it, so no outcome depends on how fast this machine is. */
  let clock: number;

  beforeEach(async () => {
    seen = [];
    clock = 0;
    app = Fastify();
    app.addHook('onRequest', async (request) => void seen.push(`${request.method} ${request.url}`));
    app.get('/page', async () => 'ok');
    app.post<{ Body: { keyword: string } }>('/search', async (request) => ({ found: request.body.keyword }));
    app.get('/broken', async (_request, reply) => reply.status(500).send('boom'));
    app.get('/never', () => {
      // The budget is spent while this request runs, and it never answers.
      clock += 1000;
      return new Promise(() => undefined);
    });
    await app.ready();
  });

  afterEach(() => app.close());

  const run = (warmUp: WarmUp, budgetMs: number) => warmUp.run(app, budgetMs, () => clock);

  it('sends each request through the app, after its preparation, in the order added', async () => {
    const warmUp = new WarmUp();
    warmUp.add({ name: 'page', prepare: async () => void seen.push('prepared page'), request: { method: 'GET', url: '/page' } });
    warmUp.add({ name: 'search', request: { method: 'POST', url: '/search', payload: { keyword: '王者' } } });

    const results = await run(warmUp, 10_000);

    expect(seen).toEqual(['prepared page', 'GET /page', 'POST /search']);
    expect(results.map(({ name, outcome }) => [name, outcome])).toEqual([
      ['page', 'ok'],
      ['search', 'ok'],
    ]);
  });

  it('reports a step that fails, by its answer or its preparation, and still runs the rest', async () => {
    const warmUp = new WarmUp();
    warmUp.add({ name: 'broken', request: { method: 'GET', url: '/broken' } });
    warmUp.add({
      name: 'unprepared',
      prepare: async () => {
        throw new Error('no server bundle');
      },
      request: { method: 'GET', url: '/page' },
    });
    warmUp.add({ name: 'page', request: { method: 'GET', url: '/page' } });

    const results = await run(warmUp, 10_000);

    expect(results).toEqual([
      expect.objectContaining({ name: 'broken', outcome: 'failed', reason: 'HTTP 500' }),
      expect.objectContaining({ name: 'unprepared', outcome: 'failed', reason: 'no server bundle' }),
      expect.objectContaining({ name: 'page', outcome: 'ok' }),
    ]);
    // The failed preparation's request was not sent; the others were.
    expect(seen).toEqual(['GET /broken', 'GET /page']);
  });

  it('ends when its budget is spent: a step that never answers is left unfinished, and so are the ones after it', async () => {
    const warmUp = new WarmUp();
    warmUp.add({ name: 'page', request: { method: 'GET', url: '/page' } });
    warmUp.add({ name: 'never', request: { method: 'GET', url: '/never' } });
    warmUp.add({ name: 'search', request: { method: 'POST', url: '/search', payload: { keyword: '王者' } } });

    const results = await run(warmUp, 50);

    expect(results.map(({ name, outcome }) => [name, outcome])).toEqual([
      ['page', 'ok'],
      ['never', 'unfinished'],
      ['search', 'unfinished'],
    ]);
    expect(seen).toEqual(['GET /page', 'GET /never']);
  });
});
