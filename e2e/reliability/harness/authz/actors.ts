import { freshResidentId } from '../../../harness/accounts';
import { randomBytes, randomInt } from 'node:crypto';
import type { ApiEnvelope, LoginResult, PayInfo, UserProfile } from '@portal/shared/types';
import { paySandboxOrder } from '../sandbox-payment';

/**
 * A real player of the portal under test with data of every kind a player owns: a device, a
 * nickname, a bound phone, an avatar, a paid and a pending recharge order (paid through a signed
 * sandbox notification), system messages, a claimed gift code and a game bought with diamonds.
 * Everything goes through the public API, as a client would do it.
 */
export interface Actor {
  uid: string;
  token: string;
  loginName: string;
  password: string;
  name: string;
  phone: string;
  inviteCode: string;
  deviceId: string;
  avatar: string;
  /** Oldest first: the paid order, then the pending one. */
  orderNos: string[];
  pendingOrderNo: string;
  messageIds: number[];
  giftCodes: string[];
  coinNum: number;
}

/** What the actors use from the demo catalogue. */
export interface CatalogueFacts {
  /** A paid game and its price in diamonds. */
  paidGame: { id: number; price: number };
  /** A gift pack with codes left, and its game. */
  giftPack: { id: number; gameId: number };
}

export interface ActorPlan {
  /** Letters that start the login name and nickname (`vic`, `att`). */
  label: string;
  /** The recharge package paid for (different per actor, so balances differ). */
  packageId: number;
}

export interface PortalAccess {
  url: string;
  /** PAYMENT_SANDBOX_SECRET of the server, to sign notifications. */
  sandboxSecret: string;
  /** STAFF_TOKEN of the server, for the sandbox SMS outbox. */
  staffToken: string;
}

export async function call<T>(url: string, path: string, body: unknown = {}, token?: string): Promise<T> {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 0) throw new Error(`${path} → HTTP ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const freshPhone = () => `1${randomInt(3, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/** A valid PNG (1×1) made unique by trailing bytes, so each actor's avatar has its own address. */
export function uniquePng(): Buffer {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  return Buffer.concat([png, randomBytes(16)]);
}

/** A multipart/form-data body: text fields, then (optionally) one file, then more text fields. */
export function multipartBody(
  before: Record<string, string>,
  file: { field: string; bytes: Buffer } | null,
  after: Record<string, string> = {},
): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----portal-suite-${hex(8)}`;
  const text = (fields: Record<string, string>) =>
    Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  const filePart = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      ]
    : [];
  const body = new Uint8Array(Buffer.concat([...text(before), ...filePart, ...text(after), Buffer.from(`--${boundary}--\r\n`)]));
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A paid game the actors can afford and a gift pack with codes, from the seeded catalogue. */
export async function catalogueFacts(url: string): Promise<CatalogueFacts> {
  let paidGame: CatalogueFacts['paidGame'] | undefined;
  for (let page = 1; !paidGame && page <= 20; page += 1) {
    const list = await call<{ items: { id: number; buyAmount: number }[] }>(url, '/web/game/list', { page, pageSize: 50 });
    const game = list.items.find((item) => item.buyAmount > 0 && item.buyAmount <= 500);
    if (game) paidGame = { id: game.id, price: game.buyAmount };
    if (list.items.length === 0) break;
  }
  const packs = await call<{ items: { id: number; gameId: number; remaining: number }[] }>(url, '/web/game/gifts/all', {
    pageSize: 50,
  });
  const pack = packs.items.find((item) => item.remaining >= 10);
  if (!paidGame || !pack) throw new Error('the demo catalogue has no paid game under 500 X钻 or no gift pack with codes');
  return { paidGame, giftPack: { id: pack.id, gameId: pack.gameId } };
}

export async function createActor(portal: PortalAccess, catalogue: CatalogueFacts, plan: ActorPlan): Promise<Actor> {
  const { url } = portal;
  const deviceId = hex(16);
  await call(url, '/user/device/init', { deviceID: deviceId, appID: 2008, channelID: '0', deviceType: 'h5' });

  const loginName = `${plan.label}${hex(5)}`;
  const password = `Pw${hex(6)}9`;
  const login = await call<LoginResult>(url, '/user/registerWithName', { loginName, password });
  const { token, uid } = login;

  // A verified adult, so the actor can pay (player protection refuses the unverified).
  await call(url, '/user/realname', { name: '测试玩家', idNumber: freshResidentId('1990-06-15') }, token);

  const name = `${plan.label}_${hex(3)}`;
  await call(url, '/user/center/updateInfo', { name, sex: 2, age: 33 }, token);

  const phone = freshPhone();
  await call(url, '/user/smsCode', { phone, purpose: 'bind' });
  const outbox = await fetch(`${url}/api/sandbox/sms/outbox?phone=${phone}`, { headers: { 'x-staff-token': portal.staffToken } });
  const code = ((await outbox.json()) as ApiEnvelope<{ code: string }[]>).data[0]?.code;
  if (!code) throw new Error(`no SMS code in the sandbox outbox for ${phone}`);
  await call(url, '/user/bind', { phone, code }, token);

  const { body, contentType } = multipartBody({}, { field: 'file', bytes: uniquePng() });
  const upload = await fetch(`${url}/api/user/center/uploadAvatar`, {
    method: 'POST',
    headers: { 'content-type': contentType, token },
    body,
  });
  const avatar = ((await upload.json()) as ApiEnvelope<{ avatar: string }>).data.avatar;

  const paid = await call<PayInfo>(url, '/order/payInfo', { packageId: plan.packageId }, token);
  await paySandboxOrder(url, portal.sandboxSecret, paid);
  const pending = await call<PayInfo>(url, '/order/payInfo', { packageId: 1 }, token);

  await call(url, `/user/game/download/${catalogue.paidGame.id}`, { platformType: 1 }, token);
  const claim = await call<{ code: string }>(url, '/web/game/gift/claim', { giftId: catalogue.giftPack.id }, token);
  const messages = await call<{ items: { id: number }[] }>(url, '/user/center/message/all', { page: 1, pageSize: 100 }, token);
  const profile = await call<UserProfile>(url, '/user/center/me', {}, token);

  return {
    uid,
    token,
    loginName,
    password,
    name,
    phone,
    inviteCode: profile.inviteCode,
    deviceId,
    avatar,
    orderNos: [paid.orderNo, pending.orderNo],
    pendingOrderNo: pending.orderNo,
    messageIds: messages.items.map((message) => message.id),
    giftCodes: [claim.code],
    coinNum: profile.coinNum,
  };
}

/** A fresh session of the same account (the old token stays valid). */
export async function logIn(url: string, actor: Pick<Actor, 'loginName' | 'password'>): Promise<string> {
  return (await call<LoginResult>(url, '/user/login', { loginName: actor.loginName, password: actor.password })).token;
}

/** Whether a token is a live session (a profile call answers 0). */
export async function sessionAlive(url: string, token: string): Promise<boolean> {
  const response = await fetch(`${url}/api/user/center/me`, { method: 'POST', headers: { token } });
  return ((await response.json()) as ApiEnvelope<unknown>).code === 0;
}
