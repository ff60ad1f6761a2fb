import type { QueryClient } from '@tanstack/react-query';
import { authStore, refreshUserStatus } from '@portal/shared';
import { BALANCE_DEPENDENT_KEYS } from './keys';

function invalidateBalanceQueries(client: QueryClient, cancelRefetch: boolean): Promise<unknown> {
  return Promise.all(BALANCE_DEPENDENT_KEYS.map((queryKey) => client.invalidateQueries({ queryKey }, { cancelRefetch })));
}

/**
 * After a money change (a recharge paid, a game bought, a membership opened): the auth store's
 * status is read again from the server (the header reads the balance, `status.coinNum`, from
 * there), then every wallet query of every remote is marked stale and the ones on screen refetch.
 * Never rejects: the money has moved whatever a refresh says.
 */
export async function balanceChanged(client: QueryClient): Promise<void> {
  await refreshUserStatus().catch(() => undefined);
  // A refetch already started by `watchBalance` (the status moved) is not started twice.
  await invalidateBalanceQueries(client, false).catch(() => undefined);
}

/**
 * The balance can change where react-query is not (the host's purchase dialog, in the first-load
 * part of @portal/shared, refreshes the status after a paid download): whenever the store's
 * `coinNum` moves, the queries that depend on it are invalidated. Returns the unsubscribe.
 */
export function watchBalance(client: QueryClient): () => void {
  return authStore.subscribe((state, previous) => {
    const now = state.status?.coinNum;
    const before = previous.status?.coinNum;
    if (now === undefined || before === undefined || now === before) return;
    void invalidateBalanceQueries(client, true).catch(() => undefined);
  });
}
