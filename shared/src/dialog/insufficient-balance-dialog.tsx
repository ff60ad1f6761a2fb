import { ConfirmDialog } from './confirm-dialog';

export interface InsufficientBalanceDialogProps {
  open: boolean;
  onCancel: () => void;
  /** 充值: the caller closes its own dialogs and goes to /recharge. */
  onRecharge: () => void;
}

/**
 * Spec §8's insufficient-balance dialog (当前X钻余额不足！ · 取消 / 充值), one copy for every paid
 * thing: the host's download purchase and the reading section's paid chapters.
 */
export function InsufficientBalanceDialog({ open, onCancel, onRecharge }: InsufficientBalanceDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="当前X钻余额不足！"
      text={<span data-testid="insufficient-dialog">当前余额不足，请您充值后继续使用</span>}
      cancelText="取消"
      confirmText="充值"
      onCancel={onCancel}
      onConfirm={onRecharge}
      overlay="purchase"
    />
  );
}
