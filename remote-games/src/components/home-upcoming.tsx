import { useUpcomingGames } from '../api/reservations';
import { GameBriefRow } from './game-brief-row';
import { RowReserveButton } from './row-reserve-button';
import { Section } from './section';

const SHOWN = 3;

/** 新游预约 on the home page (issue 18): the next games to launch, with 预约; hidden when there are none. */
export function HomeUpcoming() {
  const upcoming = useUpcomingGames();
  const items = upcoming.data?.pages[0]?.items.slice(0, SHOWN) ?? [];
  if (items.length === 0) return null;
  return (
    <Section title="新游预约" more={{ to: '/upcoming' }} testId="home-upcoming">
      {items.map((item) => (
        <GameBriefRow
          key={item.game.id}
          game={item.game}
          line={`${item.reservation.reservationCount} 人已预约`}
          side={<RowReserveButton item={item} />}
        />
      ))}
    </Section>
  );
}
