import { useCallback, useEffect, useRef, useState } from 'react';
import { isRequestCancelled, toast } from '@portal/shared';
import { errorMessage } from '@portal/shared/query';
import { SQUARE_LIMITS } from '@portal/shared/rules';
import type { PostImage } from '@portal/shared/types';
import { publishApi } from '../api/publish';

/**
 * The pictures of a post being written (issue 12: up to nine, each uploaded as soon as it is
 * picked, with its own progress bar). A picture can be removed at any time — an upload under way
 * is stopped — and a failed one tried again.
 */
export interface UploadEntry {
  key: string;
  /** What the tile shows: the local file while it uploads, then the server's thumbnail. */
  preview: string;
  /** 0–1. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  image?: PostImage;
  error?: string;
  file?: File;
}

export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

let sequence = 0;
const nextKey = () => `upload-${++sequence}`;

export function useImageUploads() {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());

  const update = useCallback((key: string, patch: Partial<UploadEntry>) => {
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
  }, []);

  const upload = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { status: 'uploading', progress: 0, error: undefined });
      publishApi
        .uploadImage(file, (progress) => update(key, { progress }), controller.signal)
        .then((image) => update(key, { status: 'done', progress: 1, image }))
        .catch((caught: unknown) => {
          if (isRequestCancelled(caught) || controller.signal.aborted) return;
          update(key, { status: 'failed', error: errorMessage(caught, '上传失败') });
        })
        .finally(() => controllers.current.delete(key));
    },
    [update],
  );

  /** Adds picked files (as many as still fit), each starting its upload at once. */
  const add = useCallback(
    (files: File[]) => {
      const room = SQUARE_LIMITS.maxImages - entries.length;
      if (room <= 0) {
        toast.warning(`最多上传 ${SQUARE_LIMITS.maxImages} 张图片`);
        return;
      }
      if (files.length > room) toast.warning(`最多上传 ${SQUARE_LIMITS.maxImages} 张图片，已选前 ${room} 张`);
      const accepted: UploadEntry[] = [];
      for (const file of files.slice(0, room)) {
        if (!ACCEPTED_TYPES.includes(file.type)) {
          toast.error(`${file.name} 不是 PNG、JPEG 或 WebP 图片`);
          continue;
        }
        if (file.size > SQUARE_LIMITS.imageMaxBytes) {
          toast.error(`${file.name} 超过 ${Math.round(SQUARE_LIMITS.imageMaxBytes / 1024 / 1024)} MB`);
          continue;
        }
        const key = nextKey();
        const preview = URL.createObjectURL(file);
        objectUrls.current.set(key, preview);
        accepted.push({ key, preview, progress: 0, status: 'uploading', file });
      }
      if (accepted.length === 0) return;
      setEntries((list) => [...list, ...accepted]);
      for (const entry of accepted) upload(entry.key, entry.file!);
    },
    [entries.length, upload],
  );

  const release = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const url = objectUrls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(key);
  };

  const remove = useCallback((key: string) => {
    release(key);
    setEntries((list) => list.filter((entry) => entry.key !== key));
  }, []);

  const retry = useCallback(
    (key: string) => {
      const entry = entries.find((e) => e.key === key);
      if (entry?.file) upload(key, entry.file);
    },
    [entries, upload],
  );

  /** Puts back the uploaded pictures of a restored draft. */
  const restore = useCallback((images: PostImage[]) => {
    setEntries(images.map((image) => ({ key: nextKey(), preview: image.thumbUrl || image.url, progress: 1, status: 'done', image })));
  }, []);

  const clear = useCallback(() => {
    for (const key of [...objectUrls.current.keys(), ...controllers.current.keys()]) release(key);
    setEntries([]);
  }, []);

  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const url of objectUrls.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );

  const uploaded = entries.flatMap((entry) => (entry.image ? [entry.image] : []));
  return {
    entries,
    add,
    remove,
    retry,
    restore,
    clear,
    uploaded,
    busy: entries.some((entry) => entry.status === 'uploading'),
    failed: entries.some((entry) => entry.status === 'failed'),
  };
}
