import {
  ConfirmDialog,
  closeDownloadDialogs,
  confirmDownload,
  formatDate,
  goToRecharge,
  InsufficientBalanceDialog,
  isMember,
  MinorPlayNotice,
  openMembershipFromDownload,
  useAuth,
  useDownloadDialog,
} from '@portal/shared';
import './download-dialogs.css';

/**
 * The global download overlays of spec §2/§4/§8: the purchase confirmation (price, balance, the
 * membership link for non-members or the expiry for members) and the insufficient-balance
 * dialog (当前X钻余额不足！ · 当前余额不足，请您充值后继续使用 · 取消 / 充值). Pages open them
 * through `startDownload`; the flow itself lives in @portal/shared.
 */
export function DownloadDialogs() {
  const dialog = useDownloadDialog((s) => s.dialog);
  const game = useDownloadDialog((s) => s.game);
  const busy = useDownloadDialog((s) => s.busy);
  const status = useAuth((s) => s.status);
  const member = isMember(status);

  return (
    <>
      <ConfirmDialog
        open={dialog === 'confirm' && game !== null}
        // A member pays nothing, so the dialog must not ask them to buy (issue 9).
        title={member ? '会员免费下载' : '购买游戏'}
        overlay="purchase"
        confirmText={busy ? '处理中…' : member ? '免费下载' : '确认支付'}
        confirmDisabled={busy}
        onCancel={closeDownloadDialogs}
        onConfirm={() => void confirmDownload()}
        text={
          game ? (
            <div className="ph-purchase" data-testid="purchase-dialog">
              <p className="ph-purchase__game">《{game.name}》</p>
              <p className="ph-purchase__price">
                价格 <strong data-testid="purchase-price">{game.buyAmount}</strong> X钻
                {member ? <span className="ph-purchase__free">会员免费</span> : null}
              </p>
              <p className="ph-purchase__balance">当前余额：{status?.coinNum ?? 0} X钻</p>
              {member ? (
                <p className="ph-purchase__member" data-testid="member-expiry">
                  会员有效期至 {formatDate(status?.expTime, '长期有效')}
                </p>
              ) : (
                <button type="button" className="ph-purchase__vip" onClick={openMembershipFromDownload} data-testid="purchase-open-vip">
                  开通会员，付费游戏免费下载 ›
                </button>
              )}
              <MinorPlayNotice ageRating={game.ageRating} compact />
            </div>
          ) : null
        }
      />
      <InsufficientBalanceDialog open={dialog === 'insufficient'} onCancel={closeDownloadDialogs} onRecharge={goToRecharge} />
    </>
  );
}
