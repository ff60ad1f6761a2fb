import { useState } from 'react';
import { Button, StatePanel, formatRelativeTime, images } from '@portal/shared';
import { LoadMore } from '@portal/shared/page-ui';
import { errorMessage, itemsOf } from '@portal/shared/query';
import type { CoinLedgerEntry, Order } from '@portal/shared/types';
import { useCoinLedger, useOrderHistory } from '../../api/wallet';
import { formatCoinChange, formatYuan, orderStatusLabel, reasonLabel } from '../../lib/wallet-labels';

function ListSkeleton() {
  return (
    <ul className="pa-wallet__list" aria-busy="true">
      {[0, 1, 2].map((n) => (
        <li key={n} className="pa-wallet__row pa-wallet__row--skeleton" />
      ))}
    </ul>
  );
}

function CoinLedger() {
  const list = useCoinLedger();
  const items = itemsOf(list.data, (entry: CoinLedgerEntry) => entry.id);
  const now = Date.now();
  if (list.isPending) return <ListSkeleton />;
  if (list.isError && items.length === 0)
    return (
      <StatePanel
        tone="error"
        title="明细加载失败"
        description={errorMessage(list.error)}
        action={
          <Button size="sm" onClick={() => void list.refetch()}>
            重试
          </Button>
        }
      />
    );
  if (items.length === 0) return <StatePanel image={images.notFound} title="暂无X钻明细" description="充值或消费后会显示在这里" />;
  return (
    <>
      <ul className="pa-wallet__list" data-testid="coin-ledger">
        {items.map((entry) => (
          <li key={entry.id} className="pa-wallet__row" data-testid="coin-ledger-item">
            <div className="pa-wallet__row-main">
              <strong>{reasonLabel(entry.reason, entry.reference)}</strong>
              <span>{formatRelativeTime(entry.createdAt, now)}</span>
            </div>
            <div className="pa-wallet__row-side">
              <strong className={entry.amount >= 0 ? 'is-plus' : 'is-minus'}>{formatCoinChange(entry.amount)}</strong>
              <span>余额 {entry.balanceAfter}</span>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}

function OrderHistory() {
  const list = useOrderHistory();
  const items = itemsOf(list.data, (order: Order) => order.orderNo);
  const now = Date.now();
  if (list.isPending) return <ListSkeleton />;
  if (list.isError && items.length === 0)
    return (
      <StatePanel
        tone="error"
        title="订单加载失败"
        description={errorMessage(list.error)}
        action={
          <Button size="sm" onClick={() => void list.refetch()}>
            重试
          </Button>
        }
      />
    );
  if (items.length === 0) return <StatePanel image={images.notFound} title="暂无订单记录" />;
  return (
    <>
      <ul className="pa-wallet__list" data-testid="order-list">
        {items.map((order) => (
          <li key={order.orderNo} className="pa-wallet__row" data-testid="order-item" data-status={order.status}>
            <div className="pa-wallet__row-main">
              <strong>{order.title}</strong>
              <span>{formatRelativeTime(order.createdAt, now)}</span>
            </div>
            <div className="pa-wallet__row-side">
              <strong>{formatYuan(order.amountCents)}</strong>
              <span className={`pa-wallet__status is-${order.status}`}>{orderStatusLabel(order.status)}</span>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}

type Tab = 'coins' | 'orders';

/**
 * 钻石明细 / 订单记录: each tab keeps its own pages in the page's one QueryClient; a money change
 * anywhere (a payment here, a purchase in another remote) invalidates them (balanceChanged).
 */
export function WalletHistory() {
  const [tab, setTab] = useState<Tab>('coins');
  return (
    <section className="pa-wallet__panel">
      <div className="pa-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'coins'} onClick={() => setTab('coins')} data-testid="tab-coins">
          钻石明细
        </button>
        <button type="button" role="tab" aria-selected={tab === 'orders'} onClick={() => setTab('orders')} data-testid="tab-orders">
          订单记录
        </button>
      </div>
      <div role="tabpanel" className="pa-wallet__tabpanel">
        {tab === 'coins' ? <CoinLedger /> : <OrderHistory />}
      </div>
    </section>
  );
}
