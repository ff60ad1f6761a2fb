import type { Socket } from 'node:net';
import { ResultCode } from '@portal/shared/types';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an address or headers over 16 KB,
 * a malformed request line) get the same `{ code, msg, data }` envelope with a Chinese message
 * as every other refusal, instead of Node's bare English answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    code: tooLarge ? ResultCode.payloadTooLarge : ResultCode.badRequest,
    msg: tooLarge ? '请求地址或请求头过长' : '请求格式不正确',
    data: null,
  });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
