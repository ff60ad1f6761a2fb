import type { ClientConfig, Tag } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildAccountsApp, envelope, okData, post, type AccountsTestApp } from '../../../test/accounts';

describe.each(databaseKinds)('device init, client config and tags on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db, { AVATAR_MAX_BYTES: '1048576', SERVICE_EMAIL: 'help@example.com' });
  });
  afterAll(() => test.app.close());

  it('records a device on first init and refreshes it on the next', async () => {
    const deviceID = 'A1B2C3D4E5F60718293A4B5C6D7E8F90';
    const body = { channelID: '0', deviceID, deviceType: 'h5', osType: 3 };
    expect(envelope(await post(test.app, '/api/user/device/init', body))).toEqual({ code: 0, msg: '成功', data: null });
    test.clock.advance(60_000);
    expect(envelope(await post(test.app, '/api/user/device/init', { ...body, channelID: '7' })).code).toBe(0);
    const rows = await database.db.query<{ channel_id: string; app_id: number; first: boolean }>(
      'SELECT channel_id, app_id, last_seen_at > first_seen_at AS first FROM devices WHERE device_id = $1',
      [deviceID.toLowerCase()],
    );
    expect(rows).toEqual([{ channel_id: '7', app_id: 2008, first: true }]);
  });

  it.each([
    [{}, '缺少设备号 deviceID'],
    [{ deviceID: '' }, '缺少设备号 deviceID'],
    [{ deviceID: '1234-5678' }, '设备号 deviceID 格式不正确，应为 32 位十六进制字符'],
    [{ deviceID: 'g'.repeat(32) }, '设备号 deviceID 格式不正确，应为 32 位十六进制字符'],
  ])('answers %j with HTTP 200, code 1 and the reason', async (body, msg) => {
    const response = await post(test.app, '/api/user/device/init', body);
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toEqual({ code: 1, msg, data: null });
  });

  it('serves the client configuration', async () => {
    expect(okData<ClientConfig>(await test.app.inject({ url: '/api/client/config' }))).toEqual<ClientConfig>({
      appID: 2008,
      appKey: '{key}',
      channelID: '0',
      otherConfig: { autoRegister: 1 },
      serverConfig: { smsResendSeconds: 60, avatarMaxBytes: 1048576, serviceEmail: 'help@example.com', mode: 'demo' },
    });
  });

  it('lists the square tags in order', async () => {
    const tags = okData<Tag[]>(await test.app.inject({ url: '/api/v1/square/tag/list' }));
    expect(tags.map((tag) => tag.tag)).toEqual(['攻略', '福利', '吐槽', '组队', '新游', '同人']);
    expect(tags.every((tag) => Number.isInteger(tag.id))).toBe(true);
    await database.db.query("INSERT INTO square_tags (tag, sort) VALUES ('置顶', -1)");
    expect(okData<Tag[]>(await test.app.inject({ url: '/api/v1/square/tag/list' }))[0]!.tag).toBe('置顶');
  });
});
