import { Button, isApiError, toast, type ReservableGame } from '@portal/shared';
import { useToggleReservation } from '../api/reservations';
import { useLoginFirst } from '../lib/login-first';

/** 预约 / 已预约 in a list row (the detail page has the full panel). */
export function RowReserveButton({ item }: { item: ReservableGame }) {
  const toggle = useToggleReservation(item.game.id);
  const loginFirst = useLoginFirst();
  const { reserved, status } = item.reservation;
  if (status !== 'upcoming') return <span className="pg-chip">已上线</span>;
  return (
    <Button
      size="sm"
      variant={reserved ? 'ghost' : 'primary'}
      aria-pressed={reserved}
      disabled={toggle.isPending}
      data-testid="row-reserve-button"
      onClick={() => {
        if (!loginFirst()) return;
        toggle.mutate(!reserved, {
          onSuccess: (next) => toast.success(next.reserved ? '预约成功，上线时会通知你' : '已取消预约'),
          onError: (error) => toast.error(isApiError(error) ? error.message : '操作失败，请稍后重试'),
        });
      }}
    >
      {reserved ? '已预约' : '预约'}
    </Button>
  );
}
