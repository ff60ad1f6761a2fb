import { useState } from 'react';
import {
  authStore,
  ConfirmDialog,
  InsufficientBalanceDialog,
  isApiError,
  isMember,
  ResultCode,
  showSpendingRefusal,
  toast,
  useAuth,
  useLocation,
  useNavigate,
} from '@portal/shared';
import { useBuyChapter } from '../api/chapters';
import { chapterLabel } from '../lib/format';
import './chapter-purchase.css';

/**
 * Buying a paid chapter, the way a paid game is bought (spec §4 download flow): a guest goes to
 * login; a player sees the price and their balance and confirms; too few diamonds (by the
 * balance shown, or by the server's 1201) opens the shared insufficient-balance dialog, whose
 * 充值 leads to recharge. The server charges once, so a repeated confirm costs nothing.
 */
export interface PaidChapter {
  id: number;
  index: number;
  title: string;
  price: number;
}

type Step = 'none' | 'confirm' | 'insufficient';

export function useChapterPurchase(bookId: number, bookTitle: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const uid = useAuth((s) => s.account.uid);
  const status = useAuth((s) => s.status);
  const buy = useBuyChapter(bookId);
  const [step, setStep] = useState<Step>('none');
  const [chapter, setChapter] = useState<PaidChapter | null>(null);

  const toLogin = () => navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);

  const open = (paid: PaidChapter) => {
    if (!uid) {
      toLogin();
      return;
    }
    setChapter(paid);
    setStep('confirm');
  };
  const close = () => {
    setStep('none');
    buy.reset();
  };
  const confirm = () => {
    if (!chapter) return;
    const current = authStore.getState().status;
    if (!current) {
      close();
      toLogin();
      return;
    }
    if (!isMember(current) && chapter.price > current.coinNum) {
      setStep('insufficient');
      return;
    }
    buy.mutate(chapter.id, {
      onSuccess: (result) => {
        setStep('none');
        toast.success(result.charged > 0 ? `已支付 ${result.charged} X钻，本章已解锁` : '本章已解锁');
      },
      onError: (error) => {
        if (isApiError(error) && error.code === ResultCode.insufficientBalance) setStep('insufficient');
        // Player protection (not verified, a minor's limit): the host's refusal dialog explains.
        else if (showSpendingRefusal(error)) setStep('none');
        else toast.error(isApiError(error) ? error.message : '购买失败，请稍后重试');
      },
    });
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={step === 'confirm' && chapter !== null}
        title="购买章节"
        overlay="purchase"
        confirmText={buy.isPending ? '处理中…' : '确认支付'}
        confirmDisabled={buy.isPending}
        onCancel={close}
        onConfirm={confirm}
        text={
          chapter ? (
            <div className="pr-purchase" data-testid="chapter-purchase-dialog">
              <p className="pr-purchase__book">《{bookTitle}》</p>
              <p className="pr-purchase__chapter">{chapterLabel(chapter.index, chapter.title)}</p>
              <p className="pr-purchase__price">
                价格 <strong data-testid="chapter-purchase-price">{chapter.price}</strong> X钻
              </p>
              <p className="pr-purchase__balance">当前余额：{status?.coinNum ?? 0} X钻</p>
              <p className="pr-purchase__note">购买后永久解锁，换设备也能读；会员免费阅读全部付费章节</p>
            </div>
          ) : null
        }
      />
      <InsufficientBalanceDialog
        open={step === 'insufficient'}
        onCancel={close}
        onRecharge={() => {
          close();
          navigate('/recharge');
        }}
      />
    </>
  );
  return { open, dialogs, buying: buy.isPending };
}
