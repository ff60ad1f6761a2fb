import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { checkResponsesAgainstSchemas } from './response-check';

/** CHECK_RESPONSES: an answer that its schema would change or refuse fails loudly instead of losing fields. */
describe('checking answers against their schemas', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    checkResponsesAgainstSchemas(app);
    const response = { 200: Type.Object({ id: Type.Integer(), name: Type.String() }) };
    app.get('/right', { schema: { response } }, async () => ({ id: 1, name: '王者' }));
    app.get('/extra-field', { schema: { response } }, async () => ({ id: 1, name: '王者', secret: 'dropped in production' }));
    app.get('/wrong-type', { schema: { response } }, async () => ({ id: '1', name: '王者' }));
    app.get('/missing-field', { schema: { response } }, async () => ({ id: 1 }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('passes an answer that matches', async () => {
    const answer = await app.inject({ url: '/right' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: 1, name: '王者' });
  });

  it.each([
    ['/extra-field', /loses or changes fields/],
    ['/wrong-type', /does not match its schema/],
    ['/missing-field', /does not match its schema/],
  ])('fails %s with a 500 naming the route', async (url, reason) => {
    const answer = await app.inject({ url });
    expect(answer.statusCode).toBe(500);
    expect(answer.json<{ message: string }>().message).toMatch(reason);
    expect(answer.json<{ message: string }>().message).toContain(`GET ${url} 200`);
  });
});
