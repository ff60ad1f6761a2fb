import { useState } from 'react';
import { ConfirmDialog, Dialog } from '@portal/shared';
import type { ReportTarget } from '@portal/shared/types';
import { REPORT_REASONS, useBlock, useReport } from '../api/social';
import { useRequireLogin } from '../hooks/use-require-login';

type Step = 'closed' | 'menu' | 'report' | 'block' | 'delete';

/**
 * The ⋯ of a post or comment: 举报 (with a reason), 拉黑 the author (asked first), and 删除 on
 * one's own (asked first). Reporting and blocking need an account.
 */
export function ItemMenu({
  target,
  targetId,
  authorUid,
  authorName,
  mine,
  onDelete,
  deleting = false,
}: {
  target: ReportTarget;
  targetId: number;
  authorUid: string;
  authorName: string;
  mine: boolean;
  onDelete: () => void;
  deleting?: boolean;
}) {
  const [step, setStep] = useState<Step>('closed');
  const requireLogin = useRequireLogin();
  const report = useReport();
  const block = useBlock();
  const what = target === 'post' ? '帖子' : '评论';
  const close = () => setStep('closed');
  const go = (next: Step) => {
    if ((next === 'report' || next === 'block') && !requireLogin()) {
      close();
      return;
    }
    setStep(next);
  };

  return (
    <>
      <button
        type="button"
        className="ps-more"
        aria-label={`更多操作（${what}）`}
        aria-haspopup="dialog"
        data-testid={`${target}-menu`}
        onClick={(event) => {
          event.stopPropagation();
          setStep('menu');
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="5" cy="12" r="1.8" fill="currentColor" />
          <circle cx="12" cy="12" r="1.8" fill="currentColor" />
          <circle cx="19" cy="12" r="1.8" fill="currentColor" />
        </svg>
      </button>
      <Dialog open={step === 'menu'} onClose={close} placement="sheet" label={`${what}操作`} showClose={false}>
        <div className="ps-sheet" data-testid="item-menu">
          {mine ? (
            <button type="button" className="ps-sheet__item ps-sheet__item--danger" onClick={() => go('delete')} data-testid="menu-delete">
              删除
            </button>
          ) : (
            <>
              <button type="button" className="ps-sheet__item" onClick={() => go('report')} data-testid="menu-report">
                举报
              </button>
              <button type="button" className="ps-sheet__item" onClick={() => go('block')} data-testid="menu-block">
                拉黑 {authorName}
              </button>
            </>
          )}
          <button type="button" className="ps-sheet__item ps-sheet__item--cancel" onClick={close}>
            取消
          </button>
        </div>
      </Dialog>
      <Dialog open={step === 'report'} onClose={close} placement="sheet" title={`举报${what}`}>
        <div className="ps-sheet" data-testid="report-reasons">
          {REPORT_REASONS.map((reason) => (
            <button
              key={reason}
              type="button"
              className="ps-sheet__item"
              disabled={report.isPending}
              onClick={() => report.mutate({ targetType: target, targetId, reason }, { onSettled: close })}
            >
              {reason}
            </button>
          ))}
        </div>
      </Dialog>
      <ConfirmDialog
        open={step === 'block'}
        title={`拉黑 ${authorName}？`}
        text="拉黑后你将不再看到 TA 的帖子和评论，TA 也无法关注你。"
        confirmText="拉黑"
        confirmDisabled={block.isPending}
        onCancel={close}
        onConfirm={() => block.mutate(authorUid, { onSettled: close })}
      />
      <ConfirmDialog
        open={step === 'delete'}
        title={`删除这条${what}？`}
        text={target === 'post' ? '删除后帖子和其中的评论都将无法恢复。' : '删除后无法恢复。'}
        confirmText="删除"
        confirmDisabled={deleting}
        onCancel={close}
        onConfirm={() => {
          close();
          onDelete();
        }}
      />
    </>
  );
}
