import { ConfirmDialog } from '../dialog';
import { navigateTo } from '../navigation';
import { ResultCode } from '../types';
import { closeSpendingRefusal, refusalFigures, useSpendingRefusal } from './spending-refusal';
import './protection.css';

/**
 * The one dialog for a refused payment (mounted once by the host): the server's reason, the
 * limits and what is left this month, and the way on — 去实名认证 for an unverified player,
 * 查看实名信息 (their limits) for a minor.
 */
export function SpendingRefusalDialog() {
  const notice = useSpendingRefusal();
  const unverified = notice?.code === ResultCode.realNameRequired;
  const figures = refusalFigures(notice?.data ?? null);

  const goToRealName = () => {
    const here = window.location.pathname + window.location.search;
    closeSpendingRefusal();
    navigateTo(`/realname?redirect=${encodeURIComponent(here)}`);
  };

  return (
    <ConfirmDialog
      open={notice !== null}
      title={unverified ? '请先完成实名认证' : '支付未成功'}
      cancelText={unverified ? '取消' : '知道了'}
      confirmText={unverified ? '去实名认证' : '查看我的额度'}
      onCancel={closeSpendingRefusal}
      onConfirm={goToRealName}
      text={
        notice ? (
          <div className="pt-refusal" data-testid="spending-refusal">
            <p className="pt-refusal__message">{notice.message}</p>
            {figures.length > 0 ? (
              <ul className="pt-refusal__figures" data-testid="spending-refusal-figures">
                {figures.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null
      }
    />
  );
}
