import { SQUARE_LIMITS } from '@portal/shared/rules';
import { readJson, removeKey, writeJson } from '@portal/shared';
import type { PostImage } from '@portal/shared/types';

/**
 * Issue 12 (postpage): a post that failed to send is kept on this device — its text, its tag and
 * the images already uploaded — and offered again when the user comes back; a post that went out
 * clears it. One draft per account, so a shared phone does not hand one user's draft to another.
 * Only called from effects and handlers: never during render (pages are server-rendered later).
 */
export interface PostDraft {
  content: string;
  tagId: number | null;
  images: PostImage[];
}

const DRAFT_PREFIX = 'ps_post_draft_';

export function draftKey(uid: string): string {
  return `${DRAFT_PREFIX}${uid || 'guest'}`;
}

function isImage(value: unknown): value is PostImage {
  if (typeof value !== 'object' || value === null) return false;
  const image = value as Record<string, unknown>;
  return typeof image.id === 'number' && typeof image.url === 'string' && typeof image.thumbUrl === 'string';
}

/** Stored data may be from an older build or edited by hand: only a well-formed draft comes back. */
export function isPostDraft(value: unknown): value is PostDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.content === 'string' &&
    (draft.tagId === null || typeof draft.tagId === 'number') &&
    Array.isArray(draft.images) &&
    draft.images.length <= SQUARE_LIMITS.maxImages &&
    draft.images.every(isImage)
  );
}

export function hasContent(draft: PostDraft): boolean {
  return draft.content.trim() !== '' || draft.images.length > 0;
}

export function loadDraft(uid: string): PostDraft | null {
  const draft = readJson(draftKey(uid), isPostDraft);
  return draft && hasContent(draft) ? draft : null;
}

/** Returns false when the device could not keep it (no storage, quota full). */
export function saveDraft(uid: string, draft: PostDraft): boolean {
  if (!hasContent(draft)) {
    clearDraft(uid);
    return true;
  }
  return writeJson(draftKey(uid), { content: draft.content, tagId: draft.tagId, images: draft.images });
}

export function clearDraft(uid: string): void {
  removeKey(draftKey(uid));
}
