import { useCallback, useEffect, useState } from 'react';
import { Button, StatePanel, images, refreshUserStatus, showSpendingRefusal, toast, useAuth, useSearchParams } from '@portal/shared';
import { balanceChanged, errorMessage, useFormMutation, useQueryClient, walletKeys, withQueryClient } from '@portal/shared/query';
import type { Order } from '@portal/shared/types';
import { requestPayInfo, useOrderPoll, useRechargePackages } from '../api/wallet';
import { RechargeProtection } from '../components/realname/recharge-protection';
import { PackageList } from '../components/wallet/package-list';
import { WalletHistory } from '../components/wallet/wallet-history';
import '../components/common/common.css';
import '../components/wallet/wallet.css';

/** X钻充值: balance, packages, checkout, the return from checkout (?order=) and the history. */
function RechargePage() {
  const balance = useAuth((s) => s.status?.coinNum ?? null);
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('order');
  const packages = useRechargePackages();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = packages.data ?? [];
  // The chosen package while it is offered, else the first one.
  const selectedId = chosenId !== null && list.some((p) => p.id === chosenId) ? chosenId : (list[0]?.id ?? null);

  useEffect(() => {
    refreshUserStatus().catch(() => undefined);
  }, []);

  const clearOrder = useCallback(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('order');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  // A cancelled or expired order is in the 订单记录 with its new status.
  const refreshOrders = () => void client.invalidateQueries({ queryKey: walletKeys.all });

  const { phase, retry } = useOrderPoll(orderNo, {
    onPaid: (order: Order) => {
      // The balance (header, this page, any remote) and every wallet list follow the payment.
      void balanceChanged(client).then(() => {
        toast.success(`充值成功，到账 ${order.coins} X钻`);
        clearOrder();
      });
    },
    onCancelled: () => {
      toast.info('支付已取消');
      refreshOrders();
      clearOrder();
    },
    onExpired: () => {
      toast.info('订单已过期，请重新下单');
      refreshOrders();
      clearOrder();
    },
    onMissing: (message) => {
      toast.error(message);
      clearOrder();
    },
  });

  const { run: pay, submitting } = useFormMutation(async () => {
    if (selectedId === null) return;
    try {
      const info = await requestPayInfo(selectedId);
      window.location.assign(info.payUrl);
    } catch (error) {
      // Not verified, or over a minor's limit: the dialog says why and leads to 实名认证.
      if (showSpendingRefusal(error)) {
        void client.invalidateQueries({ queryKey: ['realname'] });
        return;
      }
      toast.error(errorMessage(error, '下单失败，请稍后重试'));
    }
  });

  return (
    <div className="pa-wallet" data-testid="recharge-page">
      <section className="pa-wallet__balance">
        <div>
          <span>当前余额</span>
          <strong data-testid="recharge-balance">{balance ?? '--'}</strong>
        </div>
        <span>X钻</span>
      </section>

      {orderNo && (phase === 'polling' || phase === 'idle') && (
        <div className="pa-wallet__notice" role="status" data-testid="recharge-polling">
          <span>正在确认支付结果…</span>
        </div>
      )}
      {orderNo && phase === 'pending' && (
        <div className="pa-wallet__notice" role="status" data-testid="recharge-pending">
          <span>订单尚未完成支付。如已支付，请稍后刷新查看。</span>
          <div>
            <Button size="sm" onClick={retry} data-testid="recharge-refresh">
              刷新
            </Button>
            <Button size="sm" variant="ghost" onClick={clearOrder}>
              关闭
            </Button>
          </div>
        </div>
      )}

      <RechargeProtection />

      <section className="pa-wallet__panel">
        <h2>选择充值套餐</h2>
        {packages.isPending && (
          <div className="pa-wallet__packages" aria-busy="true">
            {[0, 1, 2].map((n) => (
              <div key={n} className="pa-wallet__package pa-wallet__row--skeleton" style={{ height: 96 }} />
            ))}
          </div>
        )}
        {packages.isError && !packages.data && (
          <StatePanel
            tone="error"
            image={images.unavailable}
            title="套餐加载失败"
            description={errorMessage(packages.error, '加载失败')}
            action={
              <Button size="sm" onClick={() => void packages.refetch()}>
                重试
              </Button>
            }
          />
        )}
        {packages.isSuccess && list.length === 0 && (
          <StatePanel image={images.notFound} title="暂无可购买的套餐" description="请稍后再来看看" />
        )}
        {list.length > 0 && (
          <>
            <PackageList packages={list} selectedId={selectedId} onSelect={setChosenId} />
            <div className="pa-wallet__submit">
              <Button onClick={() => void pay()} disabled={submitting || selectedId === null} data-testid="recharge-submit">
                {submitting ? '正在创建订单…' : '立即充值'}
              </Button>
              <p className="pa-wallet__hint">X钻可用于购买游戏和开通会员，充值后不可退换</p>
            </div>
          </>
        )}
      </section>

      <WalletHistory />
    </div>
  );
}

export default withQueryClient(RechargePage);
