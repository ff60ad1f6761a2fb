import { useEffect, useRef, useState } from 'react';
import { Button, isApiError, isRequestCancelled, toast, useAuth, useNavigate } from '@portal/shared';
import { errorMessage, useMutation, useQueryClient, withQueryClient } from '@portal/shared/query';
import { SQUARE_LIMITS } from '@portal/shared/rules';
import { useTags } from '../api/discovery';
import { squareKeys } from '../api/keys';
import { publishApi } from '../api/publish';
import { ImageUploader } from '../components/image-uploader';
import { useImageUploads } from '../hooks/use-image-uploads';
import { useSensitiveCheck } from '../hooks/use-sensitive-check';
import { clearDraft, loadDraft, saveDraft } from '../lib/draft-store';
import { postPath } from '../lib/square-paths';
import '../components/square.css';
import './post-publish.css';

/**
 * `postpage`: the text (with its counter), a tag, up to nine pictures uploaded as they are
 * picked; listed words are named before sending and block 发布 until removed. A post that fails
 * to send stays on this device as a draft and comes back next time; once sent it goes to the post.
 */
function PostPublishPage() {
  const uid = useAuth((s) => s.account.uid);
  const navigate = useNavigate();
  const client = useQueryClient();
  const tags = useTags();
  const uploads = useImageUploads();
  const [content, setContent] = useState('');
  const [tagId, setTagId] = useState<number | null>(null);
  const [restored, setRestored] = useState(false);
  const restoredFor = useRef<string | null>(null);
  const found = useSensitiveCheck(content);
  const length = [...content].length;
  const tooLong = length > SQUARE_LIMITS.postMaxLength;
  const empty = content.trim() === '';

  // The draft is read after the first render (storage is never touched while rendering).
  const { restore } = uploads;
  useEffect(() => {
    if (restoredFor.current === uid) return;
    restoredFor.current = uid;
    const draft = loadDraft(uid);
    if (!draft) return;
    setContent(draft.content);
    setTagId(draft.tagId);
    restore(draft.images);
    setRestored(true);
  }, [uid, restore]);

  const publish = useMutation({
    mutationFn: () => publishApi.create({ content: content.trim(), tagId, imageIds: uploads.uploaded.map((image) => image.id) }),
    onSuccess: (post) => {
      clearDraft(uid);
      void client.invalidateQueries({ queryKey: squareKeys.postLists });
      void client.invalidateQueries({ queryKey: squareKeys.trending });
      toast.success('发布成功');
      navigate(postPath(post.id), { replace: true });
    },
    onError: (caught) => {
      if (isRequestCancelled(caught)) return;
      const kept = saveDraft(uid, { content, tagId, images: uploads.uploaded });
      // Flood control (429) says how long to wait: a toast, as every refusal here.
      toast.error(errorMessage(caught, '发布失败，请稍后重试'));
      if (kept && !(isApiError(caught) && caught.status === 429)) toast.info('内容已保存为草稿');
    },
  });

  const blocked = empty || tooLong || found.length > 0 || uploads.busy || uploads.failed || publish.isPending;
  const reason = empty
    ? '写点什么再发布吧'
    : tooLong
      ? `正文最多 ${SQUARE_LIMITS.postMaxLength} 字`
      : found.length > 0
        ? '请先修改敏感词'
        : uploads.busy
          ? '图片上传中…'
          : uploads.failed
            ? '有图片上传失败，请重试或删除'
            : null;

  return (
    <form
      className="ps-publish"
      data-testid="publish-page"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) publish.mutate();
      }}
    >
      {restored ? (
        <div className="ps-publish__notice" role="status" data-testid="draft-restored">
          已恢复上次未发送的草稿
          <button
            type="button"
            className="ps-link-button"
            onClick={() => {
              clearDraft(uid);
              setContent('');
              setTagId(null);
              uploads.clear();
              setRestored(false);
            }}
          >
            清空
          </button>
        </div>
      ) : null}
      <div className={`ps-publish__editor${found.length ? ' ps-publish__editor--flagged' : ''}`}>
        <textarea
          className="ps-publish__text"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder="分享你的游戏心得、攻略或趣事… 用 #话题# 让更多人看到"
          aria-label="帖子内容"
          aria-invalid={tooLong || found.length > 0 ? true : undefined}
          rows={7}
          data-testid="publish-text"
        />
        <div className={`ps-publish__counter${tooLong ? ' ps-publish__counter--over' : ''}`} data-testid="publish-counter">
          {length}/{SQUARE_LIMITS.postMaxLength}
        </div>
      </div>
      {found.length > 0 ? (
        <p className="ps-publish__flag" role="alert" data-testid="sensitive-words">
          内容包含敏感词：{found.map((word) => `「${word}」`).join('、')}，请修改后再发布
        </p>
      ) : null}

      <section className="ps-publish__section">
        <h2 className="ps-publish__label">图片（最多 {SQUARE_LIMITS.maxImages} 张）</h2>
        <ImageUploader entries={uploads.entries} onAdd={uploads.add} onRemove={uploads.remove} onRetry={uploads.retry} />
      </section>

      <section className="ps-publish__section">
        <h2 className="ps-publish__label">选择话题</h2>
        <div className="ps-publish__tags" role="radiogroup" aria-label="话题" data-testid="tag-picker">
          {(tags.data ?? []).map((tag) => (
            <button
              key={tag.id}
              type="button"
              role="radio"
              aria-checked={tagId === tag.id}
              className={`ps-chip ps-publish__tag${tagId === tag.id ? ' ps-publish__tag--on' : ''}`}
              onClick={() => setTagId(tagId === tag.id ? null : tag.id)}
            >
              {tag.tag}
            </button>
          ))}
          {tags.isError ? <span className="ps-publish__hint">话题加载失败，可不选话题直接发布</span> : null}
        </div>
      </section>

      <div className="ps-publish__submit">
        {reason && !empty ? <span className="ps-publish__hint">{reason}</span> : null}
        <Button type="submit" disabled={blocked} data-testid="publish-submit">
          {publish.isPending ? '发布中…' : '发布'}
        </Button>
      </div>
    </form>
  );
}

export default withQueryClient(PostPublishPage);
