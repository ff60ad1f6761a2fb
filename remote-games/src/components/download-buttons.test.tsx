import { act, fireEvent, render, screen } from '@testing-library/react';
import { authStore, type GameDetail } from '@portal/shared';
import * as shared from '@portal/shared';
import { DownloadButtons } from './download-buttons';

const game = (over: Partial<GameDetail> = {}): GameDetail => ({
  id: 1002,
  appID: 1002,
  name: '付费游戏',
  banners: '[]',
  icon: '',
  summary: '',
  categoryId: 1,
  tags: [],
  isIos: true,
  isAndroid: true,
  isH5: false,
  onlineType: 1,
  buyAmount: 30,
  downloadCount: 0,
  updatedAt: '2025-01-01',
  description: '',
  screenshots: [],
  developer: '',
  version: '',
  packageSize: 0,
  licenceNumber: '',
  ageRating: '12+',
  permissions: [],
  privacyPolicyUrl: '',
  owned: false,
  ...over,
});

afterEach(() => {
  act(() => authStore.getState().logoutLocal());
  jest.restoreAllMocks();
});

describe('DownloadButtons', () => {
  it('shows one button per platform with the price', () => {
    render(<DownloadButtons game={game()} />);
    expect(screen.getByTestId('download-android').textContent).toBe('安卓下载30 X钻');
    expect(screen.getByTestId('download-ios').textContent).toBe('iOS 下载30 X钻');
  });

  it('only the platforms the game has', () => {
    render(<DownloadButtons game={game({ isIos: false, onlineType: 0, buyAmount: 0 })} />);
    expect(screen.queryByTestId('download-ios')).toBeNull();
    expect(screen.getByTestId('download-android').textContent).toContain('免费');
  });

  it('已购买 when owned, 会员免费 for a member', () => {
    const { rerender } = render(<DownloadButtons game={game({ owned: true })} />);
    expect(screen.getByTestId('download-android').textContent).toContain('已购买');
    act(() => {
      authStore.getState().setAccount({ uid: '1', name: 'v', token: 't' });
      authStore.getState().setStatus({ avatar: '', coinNum: 0, levelType: 1, expTime: null });
    });
    rerender(<DownloadButtons game={game()} />);
    expect(screen.getByTestId('download-android').textContent).toContain('会员免费');
  });

  it("starts the shared download flow with the game (and its 适龄 label, for the minors' notice) and the platform", async () => {
    const start = jest.spyOn(shared, 'startDownload').mockResolvedValue(undefined);
    render(<DownloadButtons game={game({ owned: true })} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('download-ios'));
    });
    expect(start).toHaveBeenCalledWith({ id: 1002, name: '付费游戏', onlineType: 1, buyAmount: 30, owned: true, ageRating: '12+' }, 2);
  });
});
