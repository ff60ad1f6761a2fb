import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@portal/shared';
import { Button, StatePanel, images, isRequestCancelled, refreshUserStatus, toast, useAuth } from '@portal/shared';
import type { Order, RechargePackage } from '@portal/shared/types';
import { walletApi } from '../api/wallet';
import { PackageList } from '../components/wallet/package-list';
import { WalletHistory } from '../components/wallet/wallet-history';
import { useOrderPoll } from '../hooks/use-order-poll';
import { useSubmit } from '../hooks/use-submit';
import '../components/common/common.css';
import '../components/wallet/wallet.css';

type PackagesState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; packages: RechargePackage[] };

/** X钻充值: balance, packages, checkout, the return from checkout (?order=) and the history. */
export default function RechargePage() {
  const balance = useAuth((s) => s.status?.coinNum ?? null);
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('order');
  const [packages, setPackages] = useState<PackagesState>({ kind: 'loading' });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);

  const loadPackages = useCallback(() => {
    setPackages({ kind: 'loading' });
    walletApi
      .packages()
      .then((list) => {
        const items = Array.isArray(list) ? list : [];
        setPackages({ kind: 'ready', packages: items });
        setSelectedId((current) => (current !== null && items.some((p) => p.id === current) ? current : (items[0]?.id ?? null)));
      })
      .catch((caught: unknown) => {
        if (isRequestCancelled(caught)) return;
        setPackages({ kind: 'error', message: caught instanceof Error ? caught.message : '加载失败' });
      });
  }, []);

  useEffect(() => {
    loadPackages();
    refreshUserStatus().catch(() => undefined);
  }, [loadPackages]);

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

  const { phase, retry } = useOrderPoll(orderNo, {
    onPaid: (order: Order) => {
      void refreshUserStatus()
        .catch(() => undefined)
        .then(() => {
          toast.success(`充值成功，到账 ${order.coins} X钻`);
          setHistoryVersion((v) => v + 1);
          clearOrder();
        });
    },
    onCancelled: () => {
      toast.info('支付已取消');
      setHistoryVersion((v) => v + 1);
      clearOrder();
    },
    onExpired: () => {
      toast.info('订单已过期，请重新下单');
      setHistoryVersion((v) => v + 1);
      clearOrder();
    },
    onMissing: (message) => {
      toast.error(message);
      clearOrder();
    },
  });

  const { run: pay, submitting } = useSubmit(
    useCallback(async () => {
      if (selectedId === null) return;
      const info = await walletApi.payInfo(selectedId);
      window.location.assign(info.payUrl);
    }, [selectedId]),
  );

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

      <section className="pa-wallet__panel">
        <h2>选择充值套餐</h2>
        {packages.kind === 'loading' && (
          <div className="pa-wallet__packages" aria-busy="true">
            {[0, 1, 2].map((n) => (
              <div key={n} className="pa-wallet__package pa-wallet__row--skeleton" style={{ height: 96 }} />
            ))}
          </div>
        )}
        {packages.kind === 'error' && (
          <StatePanel
            tone="error"
            image={images.unavailable}
            title="套餐加载失败"
            description={packages.message}
            action={
              <Button size="sm" onClick={loadPackages}>
                重试
              </Button>
            }
          />
        )}
        {packages.kind === 'ready' && packages.packages.length === 0 && (
          <StatePanel image={images.notFound} title="暂无可购买的套餐" description="请稍后再来看看" />
        )}
        {packages.kind === 'ready' && packages.packages.length > 0 && (
          <>
            <PackageList packages={packages.packages} selectedId={selectedId} onSelect={setSelectedId} />
            <div className="pa-wallet__submit">
              <Button onClick={() => void pay()} disabled={submitting || selectedId === null} data-testid="recharge-submit">
                {submitting ? '正在创建订单…' : '立即充值'}
              </Button>
              <p className="pa-wallet__hint">X钻可用于购买游戏和开通会员，充值后不可退换</p>
            </div>
          </>
        )}
      </section>

      <WalletHistory version={historyVersion} />
    </div>
  );
}
