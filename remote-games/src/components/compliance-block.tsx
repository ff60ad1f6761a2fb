import { formatDate, safeLinkUrl, type GameDetail } from '@portal/shared';
import { formatSize } from '../lib/format';
import './compliance-block.css';

/**
 * The facts a game page must show before download (publisher compliance): developer, version,
 * size, update time, 版号, 适龄, the permissions the app asks for and its privacy policy.
 */
export function ComplianceBlock({ game }: { game: GameDetail }) {
  const rows: [string, string][] = [
    ['开发者', game.developer || '—'],
    ['版本', game.version ? `v${game.version.replace(/^v/i, '')}` : '—'],
    ['大小', formatSize(game.packageSize)],
    ['更新时间', formatDate(game.updatedAt, '—')],
    ['版号', game.licenceNumber || '—'],
    ['适龄', game.ageRating || '—'],
  ];
  // Staff write the address: a scheme other than http(s) shows as not provided (issue 11, XSS suite).
  const privacyPolicyUrl = safeLinkUrl(game.privacyPolicyUrl);
  return (
    <section className="pg-section pg-compliance" data-testid="compliance-block" aria-labelledby="pg-compliance-title">
      <div className="pg-section__head">
        <h2 className="pg-section__title" id="pg-compliance-title">
          游戏信息
        </h2>
        {game.ageRating ? <span className="pg-compliance__age">{game.ageRating}</span> : null}
      </div>
      <dl className="pg-compliance__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="pg-compliance__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <details className="pg-compliance__permissions">
        <summary>应用权限（{game.permissions.length} 项）</summary>
        {game.permissions.length ? (
          <ul>
            {game.permissions.map((permission) => (
              <li key={permission}>{permission}</li>
            ))}
          </ul>
        ) : (
          <p>该应用未申请敏感权限</p>
        )}
      </details>
      <div className="pg-compliance__links">
        {privacyPolicyUrl ? (
          <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            隐私政策
          </a>
        ) : (
          <span>隐私政策暂未提供</span>
        )}
      </div>
    </section>
  );
}
