import type { UploadAvatarResult, UserProfile } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildAccountsApp, envelope, okData, post, registerUser, type AccountsTestApp } from '../../../test/accounts';
import { ResultCode } from '@portal/shared/types';

/** A real 1×1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A multipart body with the file in `field`, and text fields before (`fields`) and after it (`after`). */
function multipart(
  field: string,
  filename: string,
  contentType: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
  after: Record<string, string> = {},
) {
  const boundary = '----portal-test-boundary';
  const text = (entries: Record<string, string>) =>
    Object.entries(entries).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  const payload = Buffer.concat([
    ...text({ appID: '2008', ...fields }),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
    ...text(after),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(app: FastifyInstance, token: string, body: ReturnType<typeof multipart>) {
  return app.inject({ method: 'POST', url: '/api/user/center/uploadAvatar', payload: body.payload, headers: { ...body.headers, token } });
}

describe.each(databaseKinds)('avatar upload on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db, { AVATAR_MAX_BYTES: '4096' });
  });
  afterAll(() => test.app.close());

  it('stores a real PNG under a content-addressed name, serves the bytes with long caching, and sets the avatar', async () => {
    const user = await registerUser(test.app);
    const result = okData<UploadAvatarResult>(await upload(test.app, user.token, multipart('file', 'me.png', 'image/png', TINY_PNG)));
    expect(result.avatar).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{64}\.png$/);

    const served = await test.app.inject({ url: result.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    expect(okData<UserProfile>(await post(test.app, '/api/user/center/me', {}, { token: user.token })).avatar).toBe(result.avatar);
  });

  it('trusts the bytes, not the name or mimetype: a text file named .png is refused', async () => {
    const user = await registerUser(test.app);
    const response = await upload(
      test.app,
      user.token,
      multipart('file', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    );
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: ResultCode.unsupportedImage, msg: '头像仅支持 PNG、JPEG 或 WebP 图片', data: null });
    expect((await database.db.one<{ avatar: string }>('SELECT avatar FROM users WHERE uid = $1', [user.uid]))!.avatar).toBe('');
  });

  it('refuses a file over AVATAR_MAX_BYTES with 413 and the limit in Chinese', async () => {
    const user = await registerUser(test.app);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5000)]);
    const response = await upload(test.app, user.token, multipart('file', 'big.png', 'image/png', big));
    expect(response.statusCode).toBe(413);
    expect(envelope(response)).toEqual({ code: ResultCode.payloadTooLarge, msg: '头像文件不能超过 4 KB', data: null });
  });

  it('needs the file in field `file`, as multipart, and a session', async () => {
    const user = await registerUser(test.app);
    const wrongField = await upload(test.app, user.token, multipart('avatar', 'me.png', 'image/png', TINY_PNG));
    expect(wrongField.statusCode).toBe(400);
    expect(envelope(wrongField).msg).toBe('缺少必填字段：file');
    const notMultipart = await post(test.app, '/api/user/center/uploadAvatar', {}, { token: user.token });
    expect(notMultipart.statusCode).toBe(400);
    expect(envelope(notMultipart).msg).toContain('multipart/form-data');
    expect(envelope(await upload(test.app, 'nope', multipart('file', 'me.png', 'image/png', TINY_PNG))).code).toBe(2);
  });

  it('refuses a uid field naming another user, before or after the file, with 403 and changes no avatar', async () => {
    const [victim, attacker] = [await registerUser(test.app), await registerUser(test.app)];
    const avatarOf = async (uid: string) =>
      (await database.db.one<{ avatar: string }>('SELECT avatar FROM users WHERE uid = $1', [uid]))!.avatar;
    for (const body of [
      multipart('file', 'me.png', 'image/png', TINY_PNG, { uid: victim.uid }),
      multipart('file', 'me.png', 'image/png', TINY_PNG, {}, { uid: victim.uid }),
      multipart('file', 'me.png', 'image/png', TINY_PNG, { uid: attacker.uid }, { uid: victim.uid }),
    ]) {
      const response = await upload(test.app, attacker.token, body);
      expect(response.statusCode).toBe(403);
      expect(envelope(response)).toEqual({ code: ResultCode.forbiddenOtherUser, msg: '无权操作其他用户的数据', data: null });
    }
    expect(await avatarOf(victim.uid)).toBe('');
    expect(await avatarOf(attacker.uid)).toBe('');

    // The caller's own uid is no claim on anyone else, before or after the file (the shared
    // client appends its fields after the file): the upload goes through.
    const own = await upload(
      test.app,
      attacker.token,
      multipart('file', 'me.png', 'image/png', TINY_PNG, { uid: attacker.uid }, { uid: attacker.uid, appID: '2008' }),
    );
    expect(okData<UploadAvatarResult>(own).avatar).toBe(await avatarOf(attacker.uid));
  });

  it('serves nothing for unknown or malformed media paths', async () => {
    expect((await test.app.inject({ url: `/media/uploads/avatars/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
    expect((await test.app.inject({ url: '/media/uploads/../../etc/passwd' })).statusCode).toBe(404);
  });
});
