import { authStore } from '../auth';
import { captureInviteCode, channelIdFromSearch } from '../invite';
import { loadClientConfig } from './client-config';
import { initSdk } from './sdk-init';
import { refreshUserStatus } from './session';
import { loadTags } from './tags';

/**
 * Spec §4 start-up: read the channel identifier from the address (`code` or `inviteCode`,
 * fallback 0) and keep an invite code for a later registration; initialise the service with the
 * configuration and the channel; when logged in, refresh the user status; load the tags.
 * Nothing here blocks the first render, and no failure reaches the user at start-up (spec §8).
 * The host runs it, and so does a remote's local shell when its team works alone: one sequence.
 */
export async function runStartup(search: string = window.location.search): Promise<void> {
  captureInviteCode(search);
  const channelID = channelIdFromSearch(search);
  await loadClientConfig().catch((error: unknown) => console.warn('[startup] 客户端配置读取失败，使用默认配置', error));
  const tasks: Promise<unknown>[] = [initSdk({ channelID, startup: true }), loadTags()];
  if (authStore.getState().account.uid) tasks.push(refreshUserStatus());
  const results = await Promise.allSettled(tasks);
  for (const result of results) if (result.status === 'rejected') console.warn('[startup]', result.reason);
}
