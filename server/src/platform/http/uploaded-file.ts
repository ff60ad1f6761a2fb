import { ResultCode } from '@portal/shared/types';
import type { FastifyRequest } from 'fastify';
import { assertOwnUid } from '../sessions/viewer';
import { AppError } from './app-error';

/** 2 MB, 512 KB: a size as the refusal names it. */
export function readableSize(bytes: number): string {
  const mib = 1024 * 1024;
  return bytes >= mib ? `${Number((bytes / mib).toFixed(2))} MB` : `${Math.floor(bytes / 1024)} KB`;
}

/**
 * The `file` part of a multipart upload (an avatar, a post's picture), at most maxBytes.
 * Every part is read before anything is written: a `uid` field naming another user is refused
 * like a uid in any other body (the viewer hook cannot see multipart fields), even when it
 * comes after the file. `what` names the file in the messages (头像, 图片).
 */
export async function readUploadedFile(request: FastifyRequest, what: string, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new AppError(ResultCode.payloadTooLarge, 413, `${what}文件不能超过 ${readableSize(maxBytes)}`);
  if (!request.isMultipart()) throw new AppError(ResultCode.badRequest, 400, `请以 multipart/form-data 上传${what}文件（字段 file）`);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'uid') assertOwnUid(request, String(part.value));
      } else if (part.fieldname === 'file') {
        bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (!bytes) throw new AppError(ResultCode.badRequest, 400, '缺少必填字段：file');
  return bytes;
}
