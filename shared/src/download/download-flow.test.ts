import { http } from '../api';
import { authStore } from '../auth';
import { setNavigator } from '../navigation';
import { toast } from '../toast';
import type { UserStatus } from '../types';
import {
  closeDownloadDialogs,
  confirmDownload,
  goToRecharge,
  openMembershipFromDownload,
  setDownloadOpener,
  startDownload,
} from './download-flow';
import { confirmStep, firstStep, isValidDownloadUrl, type DownloadableGame } from './download-rules';
import { downloadStore } from './download-store';

/**
 * Every branch of the spec §4 download flow, with the network and the browser's navigation
 * replaced by recorders (the flow's own decisions and effects are under test).
 */
const FREE: DownloadableGame = { id: 1001, name: '免费游戏', onlineType: 0, buyAmount: 0 };
const PAID: DownloadableGame = { id: 1002, name: '付费游戏', onlineType: 1, buyAmount: 30 };
const status = (coinNum: number, levelType = 0): UserStatus => ({
  avatar: '',
  coinNum,
  levelType,
  expTime: levelType ? '2027-01-01T00:00:00Z' : null,
});

let requests: { url?: string; data?: unknown }[] = [];
let linkAnswer: { code: number; msg?: string; data: unknown } = {
  code: 0,
  data: { url: 'https://dl.example/1', charged: 0, access: 'free', coinNum: 0 },
};
let navigations: string[] = [];
let opened: string[] = [];

beforeEach(() => {
  requests = [];
  navigations = [];
  opened = [];
  setNavigator((path) => navigations.push(path));
  setDownloadOpener((url) => opened.push(url));
  http.defaults.adapter = (async (config: { url?: string; data?: unknown }) => {
    requests.push(config);
    const data =
      config.url?.startsWith('/user/game/download/') && config.url !== '/user/game/download/upload'
        ? linkAnswer
        : { code: 0, msg: '', data: null };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  }) as unknown as typeof http.defaults.adapter;
  authStore.getState().logoutLocal();
  closeDownloadDialogs();
  toast.clear();
  delete window.fbq;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const login = (s: UserStatus | null) => {
  authStore.getState().setAccount({ uid: '10001', name: '小蓝', token: 't' });
  authStore.getState().setStatus(s);
};
const linkCalls = () => requests.filter((r) => /^\/user\/game\/download\/\d+$/.test(r.url ?? ''));

describe('the decisions', () => {
  it('1. a free game downloads at once, logged in or not', () => {
    expect(firstStep(FREE, false)).toBe('download');
    expect(firstStep(FREE, true)).toBe('download');
  });
  it('2. a paid game sends a visitor to login; 3. a logged-in user gets the confirmation', () => {
    expect(firstStep(PAID, false)).toBe('login');
    expect(firstStep(PAID, true)).toBe('confirm');
  });
  it('an owned paid game downloads at once', () => expect(firstStep({ ...PAID, owned: true }, true)).toBe('download'));
  it('4. on confirm: no status → login; price above balance → insufficient; enough → download', () => {
    expect(confirmStep(PAID, null)).toBe('login');
    expect(confirmStep(PAID, status(29))).toBe('insufficient');
    expect(confirmStep(PAID, status(30))).toBe('download');
  });
  it('7. a member downloads free whatever the balance; an expired member is charged like anyone', () => {
    expect(confirmStep(PAID, status(0, 1))).toBe('download');
    expect(confirmStep(PAID, { avatar: '', coinNum: 0, levelType: 1, expTime: '2020-01-01T00:00:00.000Z' })).toBe('insufficient');
  });
  it('a link is valid only when non-empty and starting with http', () => {
    expect(isValidDownloadUrl('https://dl.example/a.apk')).toBe(true);
    expect(isValidDownloadUrl('http://dl.example/a.apk')).toBe(true);
    expect(isValidDownloadUrl('')).toBe(false);
    expect(isValidDownloadUrl('ftp://dl.example/a.apk')).toBe(false);
    expect(isValidDownloadUrl('javascript:alert(1)')).toBe(false);
    expect(isValidDownloadUrl(null)).toBe(false);
  });
});

describe('the flow', () => {
  it('1. free: asks for the link with the platform and opens it, no dialog', async () => {
    await startDownload(FREE, 2);
    expect(linkCalls()).toHaveLength(1);
    expect(linkCalls()[0]!.url).toBe('/user/game/download/1001');
    expect(new URLSearchParams(String(linkCalls()[0]!.data)).get('platformType')).toBe('2');
    expect(opened).toEqual(['https://dl.example/1']);
    expect(downloadStore.getState().dialog).toBe('none');
  });

  it('2. paid while logged out: goes to login and remembers the page', async () => {
    window.history.pushState({}, '', '/detail/1002');
    await startDownload(PAID, 1);
    expect(navigations).toEqual(['/login?redirect=%2Fdetail%2F1002']);
    expect(linkCalls()).toHaveLength(0);
  });

  it('3–4. paid with enough diamonds: the dialog shows, confirm downloads, the purchase pixel fires with the price', async () => {
    login(status(100));
    const fbq = jest.fn();
    window.fbq = fbq;
    linkAnswer = { code: 0, data: { url: 'https://dl.example/2', charged: 30, access: 'purchased', coinNum: 70 } };
    await startDownload(PAID, 1);
    expect(downloadStore.getState()).toMatchObject({ dialog: 'confirm', game: PAID, platform: 1 });
    expect(linkCalls()).toHaveLength(0);
    await confirmDownload();
    expect(opened).toEqual(['https://dl.example/2']);
    expect(downloadStore.getState().dialog).toBe('none');
    expect(fbq).toHaveBeenCalledWith('track', 'Purchase', { value: 30, currency: 'USD', content_name: 'Download Purchase' });
  });

  it('4. confirm with too few diamonds closes the confirmation and opens the insufficient dialog; nothing is requested', async () => {
    login(status(10));
    await startDownload(PAID, 1);
    await confirmDownload();
    expect(downloadStore.getState().dialog).toBe('insufficient');
    expect(linkCalls()).toHaveLength(0);
  });

  it('4. confirm without a user status goes to login', async () => {
    login(null);
    await startDownload(PAID, 1);
    await confirmDownload();
    expect(navigations[0]).toMatch(/^\/login/);
    expect(downloadStore.getState().dialog).toBe('none');
  });

  it('5. the insufficient dialog offers recharge', async () => {
    login(status(10));
    await startDownload(PAID, 1);
    await confirmDownload();
    goToRecharge();
    expect(navigations).toEqual(['/recharge']);
    expect(downloadStore.getState().dialog).toBe('none');
  });

  it('6. the membership link stores vipconfig (1, game id), opens profile?pop=1 and closes the dialog', async () => {
    login(status(10));
    await startDownload(PAID, 1);
    openMembershipFromDownload();
    expect(authStore.getState().vipConfig).toEqual({ type: 1, source: 1002 });
    expect(navigations).toEqual(['/profile?pop=1']);
    expect(downloadStore.getState().dialog).toBe('none');
  });

  it('7. a member confirms and downloads free even with no diamonds; no pixel for a free download', async () => {
    login(status(0, 1));
    const fbq = jest.fn();
    window.fbq = fbq;
    linkAnswer = { code: 0, data: { url: 'https://dl.example/3', charged: 0, access: 'member', coinNum: 0 } };
    await startDownload(PAID, 1);
    await confirmDownload();
    expect(opened).toEqual(['https://dl.example/3']);
    expect(fbq).not.toHaveBeenCalled();
  });

  it('an invalid link logs 无效的下载 URL and stops', async () => {
    linkAnswer = { code: 0, data: { url: '', charged: 0, access: 'free', coinNum: 0 } };
    await startDownload(FREE, 1);
    expect(opened).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('无效的下载 URL', '');
  });

  it('a failed request logs 下载失败 and stops', async () => {
    linkAnswer = { code: 1204, msg: '该游戏暂不支持此平台下载', data: null };
    await startDownload(FREE, 2);
    expect(opened).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('下载失败', expect.anything());
  });

  it('the server saying the balance is short opens the insufficient dialog', async () => {
    login(status(100));
    linkAnswer = { code: 1201, msg: '当前X钻余额不足！', data: null };
    await startDownload(PAID, 1);
    await confirmDownload();
    expect(downloadStore.getState().dialog).toBe('insufficient');
    expect(opened).toEqual([]);
  });
});
