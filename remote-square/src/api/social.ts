import { apiDelete, apiPost, asJson, isRequestCancelled, toast } from '@portal/shared';
import { errorMessage, useMutation, useQueryClient } from '@portal/shared/query';
import type { BlockResult, FollowResult, ReportResult, ReportTarget } from '@portal/shared/types';
import { patchPosts, removePosts } from '../lib/post-cache';
import { squareKeys } from './keys';

/** Following, blocking and reporting (spec §7 User follow; report and block are designed here). */
export const socialApi = {
  follow: (uid: string) => apiPost<FollowResult>(`/v1/user/follow/${encodeURIComponent(uid)}`),
  unfollow: (uid: string) => apiDelete<FollowResult>(`/v1/user/follow/${encodeURIComponent(uid)}`),
  block: (uid: string) => apiPost<BlockResult>(`/v1/user/block/${encodeURIComponent(uid)}`),
  report: (targetType: ReportTarget, targetId: number, reason: string) =>
    apiPost<ReportResult>('/v1/square/report', asJson({ targetType, targetId, reason })),
};

/** 关注 / 已关注 from a post: every post of that author shows it, and the 关注 feed is read again. */
export function useFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, follow }: { uid: string; follow: boolean }) => (follow ? socialApi.follow(uid) : socialApi.unfollow(uid)),
    onSuccess: (result, { uid }) => {
      patchPosts(
        client,
        (post) => post.author.uid === uid,
        (post) => ({ ...post, author: { ...post.author, followed: result.followed } }),
      );
      void client.invalidateQueries({ queryKey: squareKeys.followFeed });
      toast.success(result.followed ? '已关注' : '已取消关注');
    },
    onError: (caught) => {
      if (!isRequestCancelled(caught)) toast.error(errorMessage(caught, '操作失败，请稍后重试'));
    },
  });
}

/** 拉黑: the author's posts leave every list at once; comments are read again without them. */
export function useBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => socialApi.block(uid),
    onSuccess: (_result, uid) => {
      removePosts(client, (post) => post.author.uid === uid);
      void client.invalidateQueries({ queryKey: squareKeys.comments });
      void client.invalidateQueries({ queryKey: squareKeys.feeds });
      toast.success('已拉黑，将不再看到 TA 的内容');
    },
    onError: (caught) => {
      if (!isRequestCancelled(caught)) toast.error(errorMessage(caught, '拉黑失败，请稍后重试'));
    },
  });
}

export const REPORT_REASONS = ['垃圾广告', '色情低俗', '违法违规', '人身攻击', '其他'] as const;

export function useReport() {
  return useMutation({
    mutationFn: ({ targetType, targetId, reason }: { targetType: ReportTarget; targetId: number; reason: string }) =>
      socialApi.report(targetType, targetId, reason),
    onSuccess: () => toast.success('举报已提交，感谢你的反馈'),
    onError: (caught) => {
      if (!isRequestCancelled(caught)) toast.error(errorMessage(caught, '举报失败，请稍后重试'));
    },
  });
}
