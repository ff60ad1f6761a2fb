import { act, fireEvent, render, screen } from '@testing-library/react';
import { authStore, downloadStore, setNavigator } from '@portal/shared';
import { DownloadDialogs } from './download-dialogs';

/** Spec §4 steps 3, 5, 6 and §8: what the download dialogs say and where their buttons go. */
const GAME = { id: 1002, name: '星海征途', onlineType: 1, buyAmount: 30 };
let navigations: string[] = [];

beforeEach(() => {
  navigations = [];
  setNavigator((path) => navigations.push(path));
  authStore.getState().setAccount({ uid: '1', name: '小蓝', token: 't' });
});
afterEach(() => act(() => downloadStore.setState({ dialog: 'none', game: null, busy: false })));

function open(dialog: 'confirm' | 'insufficient', coinNum: number, levelType = 0) {
  act(() => {
    authStore.getState().setStatus({ avatar: '', coinNum, levelType, expTime: levelType ? '2027-03-01T00:00:00.000Z' : null });
    downloadStore.setState({ dialog, game: GAME, platform: 1, busy: false });
  });
  render(<DownloadDialogs />);
}

it('the confirmation shows the price and balance, and the membership link for a non-member', () => {
  open('confirm', 100);
  expect(screen.getByText('购买游戏')).toBeTruthy();
  expect(screen.getByTestId('purchase-price').textContent).toBe('30');
  expect(screen.getByText('当前余额：100 X钻')).toBeTruthy();
  expect(screen.queryByTestId('member-expiry')).toBeNull();
  fireEvent.click(screen.getByTestId('purchase-open-vip'));
  expect(authStore.getState().vipConfig).toEqual({ type: 1, source: 1002 });
  expect(navigations).toEqual(['/profile?pop=1']);
  expect(downloadStore.getState().dialog).toBe('none');
});

it('a member sees the expiry instead of the membership link, under a title that does not ask to buy', () => {
  open('confirm', 0, 1);
  expect(screen.getByText('会员免费下载')).toBeTruthy();
  expect(screen.queryByText('购买游戏')).toBeNull();
  expect(screen.getByTestId('member-expiry').textContent).toBe('会员有效期至 2027-03-01');
  expect(screen.queryByTestId('purchase-open-vip')).toBeNull();
  expect(screen.getByRole('button', { name: '免费下载' })).toBeTruthy();
});

it('the insufficient-balance dialog has the exact texts and its 充值 goes to recharge', () => {
  open('insufficient', 10);
  expect(screen.getByText('当前X钻余额不足！')).toBeTruthy();
  expect(screen.getByText('当前余额不足，请您充值后继续使用')).toBeTruthy();
  expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '充值' }));
  expect(navigations).toEqual(['/recharge']);
  expect(downloadStore.getState().dialog).toBe('none');
});

it('取消 closes the dialog and goes nowhere', () => {
  open('insufficient', 10);
  fireEvent.click(screen.getByRole('button', { name: '取消' }));
  expect(downloadStore.getState().dialog).toBe('none');
  expect(navigations).toEqual([]);
});
