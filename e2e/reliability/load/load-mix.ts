import { randomBytes } from 'node:crypto';
import { type ApiEnvelope, GAME_CATEGORIES, type GameSummary, type LoginResult, type Paged } from '@portal/shared/types';
import type { LoadRequest } from './open-loop';

/**
 * What players do, as a weighted mix: mostly reading the catalogue (lists by category and
 * order, details, news, gift packs), some logged-in calls (the user centre, a free download)
 * and logins with the right password, each from an address of its own. The data it names —
 * games, free games, news pages, accounts — is read from the seeded portal first.
 */
export interface LoadFixtures {
  gameIds: number[];
  /** Free games with an Android link: downloading them charges nothing and always succeeds. */
  freeAndroidGameIds: number[];
  newsPages: number;
  accounts: { loginName: string; password: string; token: string }[];
}

/** Weights per 100 requests: reads 85, logged-in calls 15. */
const MIX: { weight: number; make: (fixtures: LoadFixtures, pick: Picker, index: number) => LoadRequest }[] = [
  {
    weight: 38,
    make: (_, pick) => ({
      endpoint: 'game list',
      kind: 'read',
      method: 'POST',
      path: '/api/web/game/list',
      headers: pick.client(),
      body: { category: pick.of(GAME_CATEGORIES).slug, sort: pick.of(['hot', 'new'] as const), page: 1 + pick.below(3), pageSize: 20 },
    }),
  },
  {
    weight: 25,
    make: (fixtures, pick) => ({
      endpoint: 'game detail',
      kind: 'read',
      method: 'POST',
      path: '/api/web/game/detail',
      headers: pick.client(),
      body: { appID: pick.of(fixtures.gameIds) },
    }),
  },
  {
    weight: 12,
    make: (fixtures, pick) => ({
      endpoint: 'news list',
      kind: 'read',
      method: 'POST',
      path: '/api/web/game/news/list',
      headers: pick.client(),
      body: { page: 1 + pick.below(fixtures.newsPages), pageSize: 10 },
    }),
  },
  {
    weight: 10,
    make: (fixtures, pick) => ({
      endpoint: 'gift list',
      kind: 'read',
      method: 'POST',
      path: '/api/web/game/detail/giftlist',
      headers: pick.client(),
      body: { appID: pick.of(fixtures.gameIds) },
    }),
  },
  {
    weight: 8,
    make: (fixtures, pick) => ({
      endpoint: 'user/center/me',
      kind: 'write',
      method: 'POST',
      path: '/api/user/center/me',
      headers: { ...pick.client(), token: pick.of(fixtures.accounts).token },
      body: {},
    }),
  },
  {
    weight: 6,
    make: (fixtures, pick) => ({
      endpoint: 'free download',
      kind: 'write',
      method: 'POST',
      path: `/api/user/game/download/${pick.of(fixtures.freeAndroidGameIds)}`,
      headers: { ...pick.client(), token: pick.of(fixtures.accounts).token },
      body: { platformType: 1 },
    }),
  },
  {
    weight: 1,
    make: (fixtures, pick, index) => {
      const account = pick.of(fixtures.accounts);
      return {
        endpoint: 'login',
        kind: 'write',
        method: 'POST',
        path: '/api/user/login',
        // A new address per login: per-address limits see many players, as in real traffic.
        headers: { 'x-forwarded-for': uniqueAddress(index), 'accept-encoding': BROWSER_ENCODINGS },
        body: { loginName: account.loginName, password: account.password },
      };
    },
  },
];

/** What Chrome on a phone sends: answers above 1 KiB come back compressed, as in real traffic. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** 172.16.0.0/12 numbered by request: distinct for the first million requests. */
function uniqueAddress(index: number): string {
  return `172.${16 + ((index >> 16) & 15)}.${(index >> 8) & 255}.${index & 255}`;
}

/** A small seeded generator (mulberry32), so two runs send the same sequence. */
class Picker {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  below(n: number): number {
    return Math.floor(this.next() * n);
  }
  of<T>(items: readonly T[]): T {
    return items[this.below(items.length)]!;
  }
  /** One of 2 000 returning players: their address, and the encodings their phone's browser accepts. */
  client(): Record<string, string> {
    const n = this.below(2000);
    return { 'x-forwarded-for': `10.20.${n >> 8}.${n & 255}`, 'accept-encoding': BROWSER_ENCODINGS };
  }
}

export function loadMix(fixtures: LoadFixtures, seed = 11): (index: number) => LoadRequest {
  const pick = new Picker(seed);
  const total = MIX.reduce((sum, entry) => sum + entry.weight, 0);
  return (index) => {
    let roll = pick.below(total);
    for (const entry of MIX) {
      if (roll < entry.weight) return entry.make(fixtures, pick, index);
      roll -= entry.weight;
    }
    throw new Error('unreachable: the weights cover every roll');
  };
}

async function call<T>(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 0) throw new Error(`${path} → HTTP ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Reads the seeded catalogue and registers `accountCount` players, each from its own address. */
export async function gatherFixtures(url: string, accountCount: number): Promise<LoadFixtures> {
  const games: GameSummary[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await call<Paged<GameSummary>>(url, '/web/game/list', { page, pageSize: 100 });
    games.push(...items);
    if (items.length === 0 || games.length >= total) break;
  }
  const news = await call<Paged<unknown>>(url, '/web/game/news/list', { page: 1, pageSize: 10 });
  const accounts: LoadFixtures['accounts'] = [];
  for (let i = 0; i < accountCount; i += 1) {
    const loginName = `load${randomBytes(5).toString('hex')}`;
    const password = `Lq${randomBytes(6).toString('hex')}7`;
    const account = await call<LoginResult>(
      url,
      '/user/registerWithName',
      { loginName, password },
      { 'x-forwarded-for': `192.0.2.${i + 1}` },
    );
    accounts.push({ loginName, password, token: account.token });
  }
  const freeAndroidGameIds = games.filter((game) => game.onlineType === 0 && game.isAndroid).map((game) => game.id);
  if (games.length === 0 || freeAndroidGameIds.length === 0) throw new Error('the seeded catalogue has no games, or no free Android game');
  return { gameIds: games.map((game) => game.id), freeAndroidGameIds, newsPages: Math.max(1, Math.ceil(news.total / 10)), accounts };
}
