import { AppError } from './app-error';
import { ResultCode } from '@portal/shared/types';

/**
 * Applies one of the shared account rules (@portal/shared/rules): each returns null or the
 * Chinese message naming the field, which becomes an HTTP 400 (quality: Errors).
 */
export function assertRule(message: string | null): void {
  if (message !== null) throw new AppError(ResultCode.badRequest, 400, message);
}
