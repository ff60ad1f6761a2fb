import { authStore } from '../auth';
import { requestDownloadLink, uploadDownloadAttribution } from '../games/games-api';
import { readInviteCode } from '../invite/invite-code';
import { navigateTo } from '../navigation';
import { refreshUserStatus } from '../session/session';
import { clientConfigStore } from '../session/client-config';
import { toast } from '../toast';
import { isApiError } from '../api';
import { showSpendingRefusal } from '../protection/spending-refusal';
import { ResultCode, type PlatformType } from '../types';
import { confirmStep, firstStep, isValidDownloadUrl, type DownloadableGame } from './download-rules';
import { downloadStore } from './download-store';
import { trackDownloadPurchase } from './pixel';

/**
 * The download flow of spec §4 (decisions in download-rules.ts): start it from any page with a
 * game and a platform; the host's dialogs call `confirmDownload`, `closeDownloadDialogs`,
 * `goToRecharge` and `openMembershipFromDownload`.
 */
export const INVALID_URL_MESSAGE = '无效的下载 URL';
export const DOWNLOAD_FAILED_MESSAGE = '下载失败';

/** How a link is opened; tests replace it. */
let openLink: (url: string) => void = (url) => {
  window.location.assign(url);
};
export function setDownloadOpener(opener: (url: string) => void): void {
  openLink = opener;
}

function loginPath(): string {
  const here = window.location.pathname + window.location.search;
  return `/login?redirect=${encodeURIComponent(here)}`;
}

export async function startDownload(game: DownloadableGame, platform: PlatformType): Promise<void> {
  const loggedIn = Boolean(authStore.getState().account.uid);
  switch (firstStep(game, loggedIn)) {
    case 'download':
      await download(game, platform, false);
      return;
    case 'login':
      navigateTo(loginPath());
      return;
    case 'confirm':
      downloadStore.setState({ dialog: 'confirm', game, platform, busy: false });
  }
}

/** The purchase dialog's confirm button. */
export async function confirmDownload(): Promise<void> {
  const { game, platform } = downloadStore.getState();
  if (!game) return;
  switch (confirmStep(game, authStore.getState().status)) {
    case 'login':
      closeDownloadDialogs();
      navigateTo(loginPath());
      return;
    case 'insufficient':
      downloadStore.setState({ dialog: 'insufficient' });
      return;
    case 'download':
      downloadStore.setState({ busy: true });
      try {
        await download(game, platform, true);
      } finally {
        downloadStore.setState({ busy: false });
      }
  }
}

export function closeDownloadDialogs(): void {
  downloadStore.setState({ dialog: 'none', game: null, busy: false });
}

/** Spec §4 step 5: the insufficient-balance dialog's 充值. */
export function goToRecharge(): void {
  closeDownloadDialogs();
  navigateTo('/recharge');
}

/** Spec §4 step 6: the membership link stores vipconfig (type 1, source = game id), opens profile?pop=1, closes. */
export function openMembershipFromDownload(): void {
  const { game } = downloadStore.getState();
  authStore.getState().setVipConfig({ type: 1, source: game?.id ?? 0 });
  closeDownloadDialogs();
  navigateTo('/profile?pop=1');
}

async function download(game: DownloadableGame, platform: PlatformType, confirmedPurchase: boolean): Promise<void> {
  let url: string;
  let charged = 0;
  try {
    const result = await requestDownloadLink(game.id, platform);
    url = result.url;
    charged = result.charged;
  } catch (error) {
    if (isApiError(error) && error.code === ResultCode.insufficientBalance) {
      // The balance changed since the dialog opened: the server is the judge.
      downloadStore.setState({ dialog: 'insufficient', game, platform });
      return;
    }
    // Player protection refused the purchase (not verified, a minor's limit): its own dialog.
    if (showSpendingRefusal(error)) {
      closeDownloadDialogs();
      return;
    }
    console.error(DOWNLOAD_FAILED_MESSAGE, error);
    toast.error(isApiError(error) ? error.message : DOWNLOAD_FAILED_MESSAGE);
    return;
  }
  if (!isValidDownloadUrl(url)) {
    console.error(INVALID_URL_MESSAGE, url);
    return;
  }
  closeDownloadDialogs();
  try {
    openLink(url);
  } catch (error) {
    console.error(DOWNLOAD_FAILED_MESSAGE, error);
    return;
  }
  if (confirmedPurchase && charged > 0) trackDownloadPurchase(game.buyAmount);
  if (charged > 0) toast.success(`已支付 ${charged} X钻，开始下载`);
  else toast.success('开始下载');
  // The balance in the header (and everywhere) follows the charge; attribution is best effort.
  void refreshUserStatus().catch(() => undefined);
  const inviteCode = readInviteCode();
  void uploadDownloadAttribution({
    gameId: game.id,
    platformType: platform,
    channelID: inviteCode ?? clientConfigStore.getState().config.channelID,
    ...(inviteCode ? { inviteCode } : {}),
  }).catch(() => undefined);
}
