import type { RemoteStatus } from '@portal/shared/types';

/** One remote of one environment on the ops status page: its live build, how it loads, what failed. */
type Health = { label: string; tone: 'ok' | 'warn' | 'down' | 'idle' };

function healthOf(remote: RemoteStatus): Health {
  if (remote.loads === 0) return { label: '无数据', tone: 'idle' };
  if (remote.fallbacks > 0) return { label: '有不可用', tone: 'down' };
  if (remote.errors > 0) return { label: '有错误', tone: 'warn' };
  return { label: '正常', tone: 'ok' };
}

const ms = (value: number | null) =>
  value === null ? '—' : value >= 10_000 ? `${(value / 1000).toFixed(1)} 秒` : `${Math.round(value)} 毫秒`;

export function RemoteStatusCard({ environment, remote }: { environment: string; remote: RemoteStatus }) {
  const health = healthOf(remote);
  const stats: Array<{ label: string; value: string; testId: string; alert?: boolean }> = [
    { label: '加载', value: String(remote.loads), testId: 'ops-loads' },
    { label: 'P50', value: ms(remote.p50Ms), testId: 'ops-p50' },
    { label: 'P95', value: ms(remote.p95Ms), testId: 'ops-p95' },
    { label: 'P99', value: ms(remote.p99Ms), testId: 'ops-p99' },
    { label: '错误', value: String(remote.errors), testId: 'ops-errors', alert: remote.errors > 0 },
    { label: '不可用', value: String(remote.fallbacks), testId: 'ops-fallbacks', alert: remote.fallbacks > 0 },
  ];
  return (
    <article className="pa-ops-remote" data-testid="ops-remote" data-env={environment} data-remote={remote.remote}>
      <header className="pa-ops-remote__head">
        <h3 className="pa-ops-remote__name">{remote.remote}</h3>
        <span className={`pa-ops-health pa-ops-health--${health.tone}`}>{health.label}</span>
      </header>

      {remote.live ? (
        <dl className="pa-ops-build">
          <dt>上线版本</dt>
          <dd data-testid="ops-live-version">{remote.live.version ?? <span className="pa-ops-muted">未标注</span>}</dd>
          <dt>清单</dt>
          <dd>
            <code className="pa-ops-url" title={remote.live.manifest}>
              {remote.live.manifest}
            </code>
          </dd>
        </dl>
      ) : null}
      {remote.versions.length > 0 ? (
        <div className="pa-ops-versions">
          <span className="pa-ops-versions__label">{remote.live ? '玩家加载的版本' : '最近一小时出现的版本'}</span>
          <ul>
            {remote.versions.map((seen) => (
              <li key={seen.version ?? ''} className="pa-ops-chip">
                {seen.version ?? '未标注'} <span className="pa-ops-muted">× {seen.loads}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {remote.loads === 0 ? (
        <p className="pa-ops-muted pa-ops-remote__idle">最近一小时没有加载记录</p>
      ) : (
        <dl className="pa-ops-stats">
          {stats.map((stat) => (
            <div key={stat.label} className={stat.alert ? 'pa-ops-stat pa-ops-stat--alert' : 'pa-ops-stat'}>
              <dt>{stat.label}</dt>
              <dd data-testid={stat.testId}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}

      {remote.errorCodes.length > 0 ? (
        <ul className="pa-ops-codes" aria-label="按错误码">
          {remote.errorCodes.map((entry) => (
            <li key={entry.code} data-testid="ops-error-code" data-code={entry.code}>
              <code>{entry.code}</code>
              <span>× {entry.count}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
