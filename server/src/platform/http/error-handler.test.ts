import type { ApiEnvelope } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { testConfig } from '../../../test/config';
import { buildApp } from '../../app';
import { AppError } from './app-error';
import { ResultCode } from '@portal/shared/types';

describe.each(databaseKinds)('HTTP errors and headers on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database.db });
    // Routes that exist only to drive the error handler the way real modules will.
    await app.register(
      async (api) => {
        api.post(
          '/echo',
          {
            schema: {
              body: {
                type: 'object',
                required: ['phone', 'appID'],
                properties: {
                  phone: { type: 'string', pattern: '^1\\d{10}$' },
                  appID: { type: 'integer' },
                  nickname: { type: 'string', maxLength: 8 },
                },
              },
            },
          },
          async (request) => ({ code: 0, msg: '成功', data: request.body }),
        );
        api.get('/explode', async () => {
          throw new Error('database password is hunter2');
        });
        api.get('/expected-failure', async () => {
          throw new AppError(ResultCode.sessionInvalid, 401);
        });
      },
      { prefix: '/api/test' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no/such/thing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: ResultCode.notFound, msg: '请求的接口不存在', data: null });
  });

  it('names a missing required field in Chinese with HTTP 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { appID: 7 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: ResultCode.badRequest, msg: '缺少必填字段：phone', data: null });
  });

  it('names a field of the wrong type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { phone: '13800138000', appID: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiEnvelope>().msg).toBe('参数错误：appID 必须是整数');
  });

  it('names a field that breaks a length or format rule', async () => {
    const tooLong = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { phone: '13800138000', appID: 1, nickname: '一二三四五六七八九' },
    });
    expect(tooLong.json<ApiEnvelope>().msg).toBe('参数错误：nickname 不能超过 8 个字符');
    const badPhone = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { phone: '12', appID: 1 } });
    expect(badPhone.json<ApiEnvelope>().msg).toBe('参数错误：phone 格式不正确');
  });

  it('rejects a body that is not JSON with a 400 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ResultCode.badRequest, data: null });
  });

  it('passes valid input through to the route', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { phone: '13800138000', appID: 3 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: '成功', data: { phone: '13800138000', appID: 3 } });
  });

  it('answers an expected failure with its own code, message and status', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/expected-failure' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 2, msg: '登录已失效，请重新登录', data: null });
  });

  it('hides an unexpected fault behind a 500 that quotes the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/explode' });
    const requestId = response.headers['x-request-id'];
    expect(response.statusCode).toBe(500);
    expect(requestId).toMatch(/^req-[0-9a-f]{12,}$/);
    expect(response.json()).toEqual({
      code: ResultCode.internal,
      msg: `服务器内部错误（请求编号 ${String(requestId)}）`,
      data: null,
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('gives every request its own id', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => app.inject({ url: '/api/health' })));
    const ids = responses.map((r) => String(r.headers['x-request-id']));
    expect(ids.every((id) => /^req-[0-9a-f]{12,}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(50);
  });

  it('sends the security headers on API responses', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
