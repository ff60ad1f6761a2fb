import { ResultCode, type ResultCodeValue } from '@portal/shared/types';

/** HTTP status → the catalogue code used when a framework error carries only a status. */
export function codeForStatus(status: number): ResultCodeValue {
  switch (status) {
    case 400:
      return ResultCode.badRequest;
    case 401:
      return ResultCode.sessionInvalid;
    case 404:
      return ResultCode.notFound;
    case 405:
      return ResultCode.methodNotAllowed;
    case 413:
      return ResultCode.payloadTooLarge;
    case 415:
      return ResultCode.unsupportedMediaType;
    case 429:
      return ResultCode.rateLimited;
    case 503:
      return ResultCode.unavailable;
    default:
      return status >= 500 ? ResultCode.internal : ResultCode.failed;
  }
}
