import { useRef } from 'react';
import { SQUARE_LIMITS } from '@portal/shared/rules';
import { ACCEPTED_TYPES, type UploadEntry } from '../hooks/use-image-uploads';

/** The picture tiles of postpage: each with its progress bar, × to remove, 重试 when it failed; + to add. */
export function ImageUploader({
  entries,
  onAdd,
  onRemove,
  onRetry,
}: {
  entries: UploadEntry[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="ps-uploader" data-testid="image-uploader">
      {entries.map((entry, index) => (
        <div
          key={entry.key}
          className={`ps-uploader__tile ps-uploader__tile--${entry.status}`}
          data-testid="upload-tile"
          data-status={entry.status}
        >
          <img src={entry.preview} alt={`第 ${index + 1} 张图片`} className="ps-uploader__image" />
          {entry.status === 'uploading' ? (
            <div
              className="ps-uploader__progress"
              role="progressbar"
              aria-label={`第 ${index + 1} 张上传进度`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(entry.progress * 100)}
            >
              <span style={{ width: `${Math.round(entry.progress * 100)}%` }} />
            </div>
          ) : null}
          {entry.status === 'failed' ? (
            <button type="button" className="ps-uploader__retry" onClick={() => onRetry(entry.key)} title={entry.error}>
              上传失败
              <br />
              点击重试
            </button>
          ) : null}
          <button
            type="button"
            className="ps-uploader__remove"
            onClick={() => onRemove(entry.key)}
            aria-label={`删除第 ${index + 1} 张图片`}
            data-testid="upload-remove"
          >
            ×
          </button>
        </div>
      ))}
      {entries.length < SQUARE_LIMITS.maxImages ? (
        <button type="button" className="ps-uploader__add" onClick={() => inputRef.current?.click()} data-testid="upload-add">
          <span aria-hidden="true">+</span>
          <span className="ps-uploader__hint">
            {entries.length}/{SQUARE_LIMITS.maxImages}
          </span>
        </button>
      ) : null}
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        multiple
        hidden
        aria-label="选择图片"
        data-testid="upload-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onAdd(files);
        }}
      />
    </div>
  );
}
