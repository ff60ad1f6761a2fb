/**
 * A stand-in for the NPPA's 网络游戏防沉迷实名认证系统 check on a local port: it recomputes the
 * signature from the request as it arrived (errcode 1011 when wrong), decrypts the AES-128-GCM
 * body, and answers `result.status` 0 (match) unless the name contains 不符 (2) or a status was
 * set for the next request (1: still checking) — or a service errcode.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nppaDecrypt, nppaSign } from '../src/modules/protection/nppa-provider';

export interface NppaCheck {
  headers: Record<string, string | string[] | undefined>;
  body: { ai: string; name: string; idNum: string };
}

export interface FakeNppa {
  /** NPPA_ENDPOINT to configure. */
  readonly endpoint: string;
  /** Checks that passed the signature, oldest first. */
  readonly checks: NppaCheck[];
  /** What the next check answers instead of the default. */
  answerNext(answer: { status?: number; errcode?: number }): void;
  close(): Promise<void>;
}

export async function startFakeNppa(secretKey: string): Promise<FakeNppa> {
  const checks: NppaCheck[] = [];
  let next: { status?: number; errcode?: number } | null = null;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      const headers = {
        appId: String(request.headers.appid),
        bizId: String(request.headers.bizid),
        timestamps: String(request.headers.timestamps),
      };
      if (nppaSign(secretKey, headers, raw) !== request.headers.sign) {
        response.end(JSON.stringify({ errcode: 1011, errmsg: 'SYS REQ SIGN ERROR' }));
        return;
      }
      let body: NppaCheck['body'];
      try {
        body = JSON.parse(nppaDecrypt(secretKey, (JSON.parse(raw) as { data: string }).data)) as NppaCheck['body'];
      } catch {
        response.end(JSON.stringify({ errcode: 1002, errmsg: 'SYS REQ PARAM ERROR' }));
        return;
      }
      checks.push({ headers: request.headers, body });
      const answer = next ?? { status: body.name.includes('不符') ? 2 : 0 };
      next = null;
      if (answer.errcode) {
        response.end(JSON.stringify({ errcode: answer.errcode, errmsg: 'BUS AUTH CODE ERROR' }));
        return;
      }
      response.end(JSON.stringify({ errcode: 0, errmsg: 'OK', data: { result: { status: answer.status, pi: 'pi-fake' } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/idcard/authentication/check`,
    checks,
    answerNext(answer) {
      next = answer;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
