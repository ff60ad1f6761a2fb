import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../../test/config';
import { ResultCode } from '@portal/shared/types';

/** Refusals found by the fuzz suite (e2e/reliability/fuzz.suite.ts), each pinned here. */
describe('refusals of malformed requests', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    app = await buildApp(testConfig());
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => app.close());

  it('answers a body nested 20 000 deep with 400 naming the body, not a stack overflow', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/web/game/list',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: ResultCode.badRequest, msg: '参数错误：请求体嵌套过深', data: null });
  });

  it('refuses a multipart body on a route that does not take uploads (415), instead of ignoring it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/web/game/list',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="page"\r\n\r\n1\r\n--zz--\r\n',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: ResultCode.unsupportedMediaType, data: null });
  });

  it('answers an address too long for the HTTP parser with the envelope in Chinese (431)', async () => {
    const response = await fetch(`${url}/api/web/game/suggest?keyword=${'%E5%AD%97'.repeat(10_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ code: ResultCode.payloadTooLarge, msg: '请求地址或请求头过长', data: null });
  });

  it('refuses integers beyond PostgreSQL integer in fields without a natural range (400, not a database error)', async () => {
    for (const body of [{ osType: 2 ** 53 + 2 }, { appID: 1e300 }, { osType: -2147483649 }]) {
      const response = await app.inject({ method: 'POST', url: '/api/user/device/init', payload: { deviceID: 'a'.repeat(32), ...body } });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(/osType|appID/);
    }
  });
});
