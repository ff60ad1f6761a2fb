import { useRef, useState, type ChangeEvent } from 'react';
import { clientConfigStore, images, isApiError, refreshUserStatus, toast } from '@portal/shared';
import { uploadAvatar } from '../../api/accounts';

/** Spec issue 3: png, jpeg or webp, within the server's size limit (checked here first, and again there). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export function checkAvatarFile(file: File, maxBytes: number): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return '头像仅支持 PNG、JPEG 或 WebP 图片';
  if (file.size > maxBytes) return `头像不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB`;
  return null;
}

export function AvatarUploader({ avatar }: { avatar: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file, clientConfigStore.getState().config.serverConfig.avatarMaxBytes);
    if (problem) {
      toast.warning(problem);
      return;
    }
    setUploading(true);
    try {
      await uploadAvatar(file);
      await refreshUserStatus();
      toast.success('头像已更新');
    } catch (caught) {
      toast.error(isApiError(caught) || caught instanceof Error ? caught.message : '头像上传失败');
    } finally {
      setUploading(false);
    }
  };

  return (
    <button
      type="button"
      className="pa-user__avatar"
      onClick={() => input.current?.click()}
      disabled={uploading}
      aria-label="更换头像"
      data-testid="avatar-button"
    >
      <img src={avatar || images.defaultAvatar} alt="" />
      <span className="pa-user__avatar-badge">{uploading ? '上传中' : '更换'}</span>
      <input ref={input} type="file" accept={AVATAR_TYPES.join(',')} hidden onChange={onFile} data-testid="avatar-input" />
    </button>
  );
}
