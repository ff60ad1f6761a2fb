import { Button, formatDate, isApiError, toast } from '@portal/shared';
import { useReservation, useToggleReservation } from '../api/reservations';
import { useLoginFirst } from '../lib/login-first';
import './game-extras.css';

/**
 * 预约 on a game's detail page (issue 18), only while the game is 即将上线: the planned date, how
 * many have reserved, and 预约 / 已预约 (a second tap cancels). At the launch every reserver gets
 * a system message.
 */
export function ReservationPanel({ gameId }: { gameId: number }) {
  const state = useReservation(gameId);
  const toggle = useToggleReservation(gameId);
  const loginFirst = useLoginFirst();
  const reservation = state.data;
  if (reservation?.status !== 'upcoming') return null;

  const onClick = () => {
    if (!loginFirst()) return;
    toggle.mutate(!reservation.reserved, {
      onSuccess: (next) => toast.success(next.reserved ? '预约成功，上线时会通知你' : '已取消预约'),
      onError: (error) => toast.error(isApiError(error) ? error.message : '操作失败，请稍后重试'),
    });
  };
  return (
    <div className="pg-reserve" data-testid="reservation-panel">
      <div className="pg-reserve__facts">
        <span className="pg-reserve__status">即将上线</span>
        {reservation.plannedAt ? <span>预计 {formatDate(reservation.plannedAt)} 上线</span> : null}
        <span data-testid="reservation-count">{reservation.reservationCount} 人已预约</span>
      </div>
      <Button
        variant={reservation.reserved ? 'ghost' : 'primary'}
        className="pg-reserve__button"
        onClick={onClick}
        disabled={toggle.isPending}
        aria-pressed={reservation.reserved}
        data-testid="reserve-button"
      >
        {reservation.reserved ? '已预约' : '预约'}
      </Button>
    </div>
  );
}
