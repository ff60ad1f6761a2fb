import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { PlatformType } from '../types';
import type { DownloadableGame } from './download-rules';

/**
 * Which download dialog is open, for which game and platform. The host renders the dialogs
 * (spec §2 global overlays); any page starts the flow through `startDownload`.
 */
export type DownloadDialog = 'none' | 'confirm' | 'insufficient';

export interface DownloadDialogState {
  dialog: DownloadDialog;
  game: DownloadableGame | null;
  platform: PlatformType;
  /** A download request is on its way (buttons disabled). */
  busy: boolean;
}

export const downloadStore = createStore<DownloadDialogState>(() => ({ dialog: 'none', game: null, platform: 1, busy: false }));

export function useDownloadDialog<T>(selector: (state: DownloadDialogState) => T): T {
  return useStore(downloadStore, selector);
}
