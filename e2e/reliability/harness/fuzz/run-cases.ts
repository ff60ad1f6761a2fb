import { randomInt } from 'node:crypto';
import type { FuzzCase } from './cases';

/** What became of one case. */
export interface FuzzOutcome {
  case: FuzzCase;
  status: number | null;
  ms: number;
  /** Why the answer is wrong (a 5xx, no answer, a refusal that was not a 4xx, an envelope without a Chinese message); null when fine. */
  problem: string | null;
  body: string;
}

const CJK = /[\u4e00-\u9fff]/;

function judge(fuzzCase: FuzzCase, status: number, body: string, json: boolean): string | null {
  if (status >= 500) return `HTTP ${status}`;
  if (fuzzCase.refuse && (status < 400 || status >= 500)) return `accepted (HTTP ${status}) what must be refused`;
  if (status >= 400 && json) {
    try {
      const envelope = JSON.parse(body) as { code?: unknown; msg?: unknown };
      if (typeof envelope.code !== 'number' || typeof envelope.msg !== 'string') return 'a refusal without the {code,msg,data} envelope';
      if (!CJK.test(envelope.msg)) return `a refusal whose message is not Chinese: ${envelope.msg}`;
    } catch {
      return 'a refusal that is not JSON';
    }
  }
  return null;
}

/**
 * Sends every case to the server over real HTTP, `concurrency` at a time, each from its own
 * client address (X-Forwarded-For; the server trusts the loopback proxy) so per-address limits
 * do not turn the run into a stream of 429s.
 */
export async function runCases(baseUrl: string, cases: readonly FuzzCase[], concurrency: number): Promise<FuzzOutcome[]> {
  const outcomes: FuzzOutcome[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next;
      next += 1;
      const fuzzCase = cases[index]!;
      const { request } = fuzzCase;
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}${request.url}`, {
          method: request.method,
          headers: { ...request.headers, 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}` },
          ...(request.body === undefined ? {} : { body: request.body as BodyInit }),
          signal: AbortSignal.timeout(60_000),
        });
        const body = await response.text();
        const json = (response.headers.get('content-type') ?? '').includes('application/json');
        outcomes[index] = {
          case: fuzzCase,
          status: response.status,
          ms: performance.now() - started,
          problem: judge(fuzzCase, response.status, body, json),
          body,
        };
      } catch (error) {
        outcomes[index] = {
          case: fuzzCase,
          status: null,
          ms: performance.now() - started,
          problem: fuzzCase.mayCloseEarly ? null : `no answer: ${(error as Error).message}`,
          body: '',
        };
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}
