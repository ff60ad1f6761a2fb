import { apiPost, asJson } from '@portal/shared';
import type { CreatePostRequest, Post, PostImage } from '@portal/shared/types';

/**
 * Publishing: each image is uploaded as soon as it is picked (multipart field `file`), the post
 * then names the uploaded ids. Progress comes from axios's `onUploadProgress` through the one
 * shared client; `signal` stops an upload the user removed.
 */
export const publishApi = {
  uploadImage: (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('file', file);
    return apiPost<PostImage>('/v1/square/image/upload', form, {
      signal,
      onUploadProgress: (event) => {
        const total = event.total ?? file.size;
        if (total > 0) onProgress(Math.min(1, event.loaded / total));
      },
    });
  },
  create: (request: CreatePostRequest) => apiPost<Post>('/v1/square/post', asJson({ ...request })),
};
