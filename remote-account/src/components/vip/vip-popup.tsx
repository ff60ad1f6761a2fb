import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  Dialog,
  StatePanel,
  isApiError,
  isRequestCancelled,
  navigateTo,
  showSpendingRefusal,
  toast,
} from '@portal/shared';
import { errorMessage } from '@portal/shared/query';
import { ResultCode, type VipConfigResult, type VipOpenResult } from '@portal/shared/types';
import { useOpenVip } from '../../api/wallet';
import { formatDate } from '@portal/shared';
import { VIP_BADGE_LABELS } from '../../lib/wallet-labels';
import { VipBadgeTag } from './vip-badge';

export type VipConfigState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; config: VipConfigResult };

interface VipPopupProps {
  open: boolean;
  onClose: () => void;
  member: boolean;
  /** Spec §3 vipconfig type 1: the purchase started from a game. */
  fromGame: boolean;
  config: VipConfigState;
  onRetry: () => void;
  onOpened: (result: VipOpenResult) => void;
  /** Present when the purchase started from a game: after it succeeds, the way back to that game. */
  onReturnToGame?: () => void;
}

/** The membership popup: plans, 立即开通 and the insufficient-balance dialog (code 1201). */
export function VipPopup({ open, onClose, member, fromGame, config, onRetry, onOpened, onReturnToGame }: VipPopupProps) {
  const plans = config.kind === 'ready' ? (config.config.plans ?? []) : [];
  const [planId, setPlanId] = useState<number | null>(null);
  const openMutation = useOpenVip();
  const opening = openMutation.isPending;
  const [lowBalance, setLowBalance] = useState(false);
  const [result, setResult] = useState<VipOpenResult | null>(null);

  useEffect(() => {
    if (planId === null || !plans.some((p) => p.id === planId)) setPlanId(plans[0]?.id ?? null);
  }, [plans, planId]);

  useEffect(() => {
    if (!open) setResult(null);
  }, [open]);

  const { mutateAsync } = openMutation;
  const openVip = useCallback(async () => {
    if (planId === null || opening) return;
    try {
      // The store's status and every wallet query follow (useOpenVip).
      const opened = await mutateAsync(planId);
      setResult(opened);
      onOpened(opened);
      toast.success('会员开通成功');
    } catch (caught) {
      if (isRequestCancelled(caught)) return;
      if (isApiError(caught) && caught.code === ResultCode.insufficientBalance) {
        setLowBalance(true);
      } else if (showSpendingRefusal(caught)) {
        // Player protection (not verified, a minor's limit): the host's refusal dialog explains.
        onClose();
      } else {
        toast.error(errorMessage(caught, '开通失败，请稍后重试'));
      }
    }
  }, [planId, opening, onOpened, mutateAsync]);

  const title = member || result ? '续费会员' : '开通会员';

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        title={title}
        className="pa-vip__dialog"
        // Opened by ?pop=1 at start-up too: it takes its turn with the bulletin instead of stacking.
        overlay="membership"
        footer={
          // Bought from a game (issue 9): the next step is that game's download, free now.
          result && onReturnToGame ? (
            <Button onClick={onReturnToGame} data-testid="vip-return-to-game">
              返回游戏，免费下载
            </Button>
          ) : config.kind === 'ready' && plans.length > 0 ? (
            <Button onClick={() => void openVip()} disabled={opening || planId === null} data-testid="vip-open">
              {opening ? '正在开通…' : member || result ? '立即续费' : '立即开通'}
            </Button>
          ) : undefined
        }
      >
        <div className="pa-vip" data-testid="vip-popup">
          {fromGame && (
            <p className="pa-vip__from-game" data-testid="vip-from-game">
              开通会员后即可免费下载该游戏
            </p>
          )}
          {result && (
            <p className="pa-vip__success" role="status" data-testid="vip-open-result">
              开通成功！会员有效期至 {formatDate(result.expTime)}（{VIP_BADGE_LABELS[result.badge] ?? '会员'}）
            </p>
          )}
          {config.kind === 'loading' && <p className="pa-vip__muted">正在加载会员套餐…</p>}
          {config.kind === 'error' && (
            <StatePanel
              tone="error"
              title="会员套餐加载失败"
              description={config.message}
              action={
                <Button size="sm" onClick={onRetry}>
                  重试
                </Button>
              }
            />
          )}
          {config.kind === 'ready' && plans.length === 0 && <StatePanel title="暂无可开通的会员套餐" />}
          {plans.length > 0 && (
            <div className="pa-vip__plans" role="radiogroup" aria-label="会员套餐">
              {plans.map((plan) => (
                <button
                  key={plan.id}
                  type="button"
                  role="radio"
                  aria-checked={plan.id === planId}
                  className={`pa-vip__plan${plan.id === planId ? ' is-selected' : ''}`}
                  data-testid="vip-plan"
                  data-plan-id={plan.id}
                  onClick={() => setPlanId(plan.id)}
                >
                  <div className="pa-vip__plan-head">
                    <strong>{plan.name}</strong>
                    <VipBadgeTag badge={plan.badge} />
                  </div>
                  <div className="pa-vip__plan-price">
                    <strong>{plan.price}</strong> X钻 <span>/ {plan.days}天</span>
                  </div>
                  {plan.benefits?.length > 0 && (
                    <ul className="pa-vip__benefits">
                      {plan.benefits.map((benefit) => (
                        <li key={benefit}>{benefit}</li>
                      ))}
                    </ul>
                  )}
                </button>
              ))}
            </div>
          )}
        </div>
      </Dialog>
      <ConfirmDialog
        open={lowBalance}
        title="当前X钻余额不足！"
        text="当前余额不足，请您充值后继续使用"
        cancelText="取消"
        confirmText="充值"
        onCancel={() => setLowBalance(false)}
        onConfirm={() => {
          setLowBalance(false);
          onClose();
          navigateTo('/recharge');
        }}
      />
    </>
  );
}
