import type { Queryable } from '../../db/types';
import { reservationTableCounts } from './repository';

/**
 * Where 预约 gets its numbers. The reservations module (built beside this one, table
 * game_reservations) registers its own count with `registerReservationSource` from its index.ts;
 * until one is registered the chart counts the rows of game_reservations per game when that table
 * exists, and is empty otherwise.
 */
export type ReservationSource = (db: Queryable) => Promise<Array<{ gameId: number; count: number }>>;

let source: ReservationSource = reservationTableCounts;

export function registerReservationSource(next: ReservationSource): void {
  source = next;
}

export function reservationCounts(db: Queryable): Promise<Array<{ gameId: number; count: number }>> {
  return source(db);
}
