import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { ResultCode } from '@portal/shared/types';
import { sessionOf } from '../../platform/plugins/auth';
import type { AccountsDeps } from './accounts-deps';
import { uploadAvatarSchema } from './account-schemas';
import { setAvatar } from './profile-service';

function readableSize(bytes: number): string {
  const mib = 1024 * 1024;
  return bytes >= mib ? `${Number((bytes / mib).toFixed(2))} MB` : `${Math.floor(bytes / 1024)} KB`;
}

/** POST /api/user/center/uploadAvatar: multipart/form-data with one file in field `file`. */
export function avatarRoutes(deps: AccountsDeps) {
  const tooLarge = () => new AppError(ResultCode.payloadTooLarge, 413, `头像文件不能超过 ${readableSize(deps.config.avatarMaxBytes)}`);
  return async (app: FastifyInstance) => {
    app.post('/user/center/uploadAvatar', { schema: uploadAvatarSchema, preValidation: app.requireSession }, async (request) => {
      if (!request.isMultipart()) throw new AppError(ResultCode.badRequest, 400, '请以 multipart/form-data 上传头像文件（字段 file）');
      const file = await request.file({ limits: { fileSize: deps.config.avatarMaxBytes, files: 1 } });
      if (file?.fieldname !== 'file') throw new AppError(ResultCode.badRequest, 400, '缺少必填字段：file');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (file.file.truncated) throw tooLarge();
      return ok(await setAvatar(deps, sessionOf(request).userId, bytes));
    });
  };
}
