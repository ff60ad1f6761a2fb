import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { apiGet } from '../api';
import type { Tag } from '../types';

/** The square's tags (spec §4: loaded at start-up and after login), held once for every app. */
export const tagsStore = createStore<{ tags: Tag[] }>(() => ({ tags: [] }));

export async function loadTags(): Promise<Tag[]> {
  const tags = await apiGet<Tag[]>('/v1/square/tag/list');
  tagsStore.setState({ tags });
  return tags;
}

export function useTags(): Tag[] {
  return useStore(tagsStore, (state) => state.tags);
}
