import type { ReactNode } from 'react';
import { Button, images, Link, StatePanel } from '@portal/shared';
import { PageBar } from '@portal/shared/page-ui';
import { errorMessage, withQueryClient } from '@portal/shared/query';
import { isStaffRefusal, OPS_STATUS_REFRESH_MS, useOpsStatus } from '../api/ops';
import { RemoteStatusCard } from '../components/ops/remote-status-card';
import '../components/ops/ops-status.css';

const clock = (iso: string) => new Date(iso).toLocaleTimeString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });

/**
 * 运维状态 (issue 16; staff only, linked from nowhere players look): per environment, which build
 * of each remote is live and, from the players' own page loads in the last hour, how fast each
 * remote loads (p50/p95/p99), how often a load failed and with which code. Refreshes itself
 * every 10 s.
 */
function OpsStatusPage() {
  const status = useOpsStatus();
  const data = status.data;

  let body: ReactNode;
  if (status.isPending) {
    body = (
      <div className="pa-ops-skeleton" role="status" aria-busy="true" aria-label="正在加载运维状态" data-testid="ops-loading">
        <span />
        <span />
        <span />
      </div>
    );
  } else if (status.isError && isStaffRefusal(status.error)) {
    body = (
      <StatePanel
        image={images.unavailable}
        title="仅限运营人员访问"
        description="这个页面只对运营人员开放。"
        testId="ops-refused"
        action={
          <Link to="/" className="pt-button pt-button--primary pt-button--sm">
            返回首页
          </Link>
        }
      />
    );
  } else if (!data) {
    body = (
      <StatePanel
        tone="error"
        image={images.unavailable}
        title="运维状态加载失败"
        description={errorMessage(status.error)}
        testId="ops-error"
        action={<Button onClick={() => void status.refetch()}>重试</Button>}
      />
    );
  } else if (data.environments.length === 0) {
    body = (
      <StatePanel
        image={images.notFound}
        title="还没有环境和加载记录"
        description="主应用上报第一批加载结果后，这里会显示统计。"
        testId="ops-empty"
      />
    );
  } else {
    body = (
      <>
        {status.isError ? (
          <p className="pa-ops-stale" role="alert">
            刷新失败（{errorMessage(status.error)}），显示的是 {clock(data.generatedAt)} 的数据。
          </p>
        ) : null}
        {data.environments.map((environment) => (
          <section key={environment.name} className="pa-ops-env" data-testid="ops-env" data-env={environment.name}>
            <h2 className="pa-ops-env__title">
              {environment.name}
              {environment.current ? <span className="pa-ops-env__badge">本服务器</span> : null}
            </h2>
            {environment.remotes.length === 0 ? (
              <p className="pa-ops-muted">这个环境还没有远程模块。</p>
            ) : (
              <div className="pa-ops-env__grid">
                {environment.remotes.map((remote) => (
                  <RemoteStatusCard key={remote.remote} environment={environment.name} remote={remote} />
                ))}
              </div>
            )}
          </section>
        ))}
      </>
    );
  }

  return (
    <div className="pa-ops" data-testid="ops-status">
      <OpsBar updatedAt={data?.generatedAt} />
      <main className="pa-ops__body">
        {data && !status.isError ? (
          <p className="pa-ops__note">
            最近 {data.windowMinutes}{' '}
            分钟玩家的页面加载。错误：至少一次尝试失败的加载（含最终不可用的）；不可用：显示了“该模块暂时不可用”。耗时分位数只统计加载成功的。
          </p>
        ) : null}
        {body}
      </main>
    </div>
  );
}

/** The page's bar (standalone layout: no host header) with when the figures were last refreshed. */
function OpsBar({ updatedAt }: { updatedAt: string | undefined }) {
  return (
    <PageBar
      title="运维状态"
      className="pa-ops-bar"
      end={
        <span className="pa-ops-bar__updated" data-testid="ops-updated">
          {updatedAt ? `更新于 ${clock(updatedAt)}` : ''}
          <span className="pa-ops-bar__every"> · 每 {OPS_STATUS_REFRESH_MS / 1000} 秒刷新</span>
        </span>
      }
    />
  );
}

export default withQueryClient(OpsStatusPage);
