import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, RateLimitError } from './app-error';
import { failure } from './envelope';
import { ResultCode, resultMessages } from '@portal/shared/types';
import { codeForStatus } from './error-codes';
import { validationMessage, type ValidationIssue } from './validation-message';

/**
 * The one error handler (quality: Errors). Expected failures keep their code and message;
 * framework 4xx errors get a Chinese message; anything else is a fault: logged with its
 * stack, answered with 500 and the request id only, so a user can quote it to support.
 */
function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
    // A 5xx refusal is a dependency failing (an SMS gateway, Redis): ops need its cause.
    if (error.httpStatus >= 500) request.log.error({ err: error.cause ?? error }, error.message);
    return reply.status(error.httpStatus).send(failure(error.code, error.message, error.data));
  }

  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const msg = validationMessage(fastifyError.validation[0] as ValidationIssue | undefined, fastifyError.validationContext);
    request.log.info({ validation: fastifyError.validation }, msg);
    return reply.status(400).send(failure(ResultCode.badRequest, msg));
  }

  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    const msg = clientErrorMessage(fastifyError, status);
    return reply.status(status).send(failure(codeForStatus(status), msg));
  }

  request.log.error({ err: error }, 'unexpected fault');
  const code = status === 503 ? ResultCode.unavailable : ResultCode.internal;
  return reply
    .status(status >= 500 && status < 600 ? status : 500)
    .send(failure(code, `${resultMessages[code]}（请求编号 ${request.id}）`));
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '参数错误：请求体不是有效的 JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return resultMessages[ResultCode.unsupportedMediaType];
    default:
      return resultMessages[codeForStatus(status)];
  }
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
