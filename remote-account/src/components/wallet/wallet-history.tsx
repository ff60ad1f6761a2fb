import { useCallback, useState } from 'react';
import { Button, StatePanel, images } from '@portal/shared';
import type { CoinLedgerEntry, Order } from '@portal/shared/types';
import { walletApi } from '../../api/wallet';
import { usePagedList } from '../../hooks/use-paged-list';
import { formatRelativeTime } from '@portal/shared';
import { formatCoinChange, formatYuan, orderStatusLabel, reasonLabel } from '../../lib/wallet-labels';
import { LoadMore } from '../common/load-more';

const PAGE_SIZE = 20;

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
  const fetchPage = useCallback((page: number, size: number) => walletApi.coinLedger(page, size), []);
  const list = usePagedList<CoinLedgerEntry>(fetchPage, PAGE_SIZE);
  const now = Date.now();
  if (list.loading) return <ListSkeleton />;
  if (list.error)
    return (
      <StatePanel
        tone="error"
        title="明细加载失败"
        description={list.error}
        action={
          <Button size="sm" onClick={() => void list.reload()}>
            重试
          </Button>
        }
      />
    );
  if (list.items.length === 0) return <StatePanel image={images.notFound} title="暂无X钻明细" description="充值或消费后会显示在这里" />;
  return (
    <>
      <ul className="pa-wallet__list" data-testid="coin-ledger">
        {list.items.map((entry) => (
          <li key={entry.id} className="pa-wallet__row" data-testid="coin-ledger-item">
            <div className="pa-wallet__row-main">
              <strong>{reasonLabel(entry.reason)}</strong>
              <span>{formatRelativeTime(entry.createdAt, now)}</span>
            </div>
            <div className="pa-wallet__row-side">
              <strong className={entry.amount >= 0 ? 'is-plus' : 'is-minus'}>{formatCoinChange(entry.amount)}</strong>
              <span>余额 {entry.balanceAfter}</span>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={list.hasMore} loading={list.loadingMore} failed={list.moreError} onLoadMore={list.loadMore} />
    </>
  );
}

function OrderHistory() {
  const fetchPage = useCallback((page: number, size: number) => walletApi.orders(page, size), []);
  const list = usePagedList<Order>(fetchPage, PAGE_SIZE);
  const now = Date.now();
  if (list.loading) return <ListSkeleton />;
  if (list.error)
    return (
      <StatePanel
        tone="error"
        title="订单加载失败"
        description={list.error}
        action={
          <Button size="sm" onClick={() => void list.reload()}>
            重试
          </Button>
        }
      />
    );
  if (list.items.length === 0) return <StatePanel image={images.notFound} title="暂无订单记录" />;
  return (
    <>
      <ul className="pa-wallet__list" data-testid="order-list">
        {list.items.map((order) => (
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
      <LoadMore hasMore={list.hasMore} loading={list.loadingMore} failed={list.moreError} onLoadMore={list.loadMore} />
    </>
  );
}

type Tab = 'coins' | 'orders';

/** 钻石明细 / 订单记录: each tab keeps its own paging; `version` changes reload them (after a payment). */
export function WalletHistory({ version }: { version: number }) {
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
        {tab === 'coins' ? <CoinLedger key={`c${version}`} /> : <OrderHistory key={`o${version}`} />}
      </div>
    </section>
  );
}
