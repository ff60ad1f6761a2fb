import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AliyunSmsConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import { canonicalQueryString, signAcs3 } from './acs3-signature';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * SMS_PROVIDER=aliyun: Alibaba Cloud SMS, the RPC API Dysmsapi SendSms (version 2017-05-25),
 * signed with ACS3-HMAC-SHA256. The code goes in the approved template as TemplateParam
 * {"code":"123456"}; the portal's own text (the sandbox's) is not sent — Aliyun only delivers
 * approved templates.
 *
 * Any failure — an answer whose Code is not OK (isv.BUSINESS_LIMIT_CONTROL when Aliyun's own
 * per-phone limit is hit, a bad signature, a suspended template), an HTTP error, no answer within
 * ALIYUN_SMS_TIMEOUT_MS — is logged once here (masked phone, Aliyun's code and request id, never
 * the SMS code) and thrown as an AliyunSmsError, which the SMS service answers with its Chinese
 * "短信发送失败，请稍后再试".
 */
export const SEND_SMS = { action: 'SendSms', version: '2017-05-25' } as const;

export type AliyunFailure = 'refused' | 'http' | 'timeout' | 'network';

export class AliyunSmsError extends Error {
  constructor(
    readonly failure: AliyunFailure,
    readonly providerCode: string | null,
    readonly requestId: string | null,
    readonly httpStatus: number | null,
  ) {
    super(`Aliyun SendSms failed (${[failure, providerCode, httpStatus && `HTTP ${httpStatus}`].filter(Boolean).join(', ')})`);
    this.name = 'AliyunSmsError';
  }

  /** Aliyun's own per-phone limit (isv.BUSINESS_LIMIT_CONTROL): see isProviderThrottle. */
  get throttled(): boolean {
    return this.providerCode === 'isv.BUSINESS_LIMIT_CONTROL';
  }
}

interface SendSmsAnswer {
  Code?: unknown;
  Message?: unknown;
  RequestId?: unknown;
  BizId?: unknown;
}

/** 13812345678 → 138****5678: enough to find a complaint, not a list of customers' numbers in the logs. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '***';
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function createAliyunSmsProvider(config: AliyunSmsConfig, now: Clock, log: FastifyBaseLogger): SmsProvider {
  const endpoint = new URL(config.endpoint);

  return {
    name: 'aliyun',
    async send(message: SmsMessage) {
      const query = {
        PhoneNumbers: message.phone,
        SignName: config.signName,
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify({ code: message.code }),
      };
      const headers = signAcs3({
        method: 'POST',
        host: endpoint.host,
        ...SEND_SMS,
        query,
        body: '',
        date: now(),
        nonce: randomBytes(16).toString('hex'),
        accessKeyId: config.accessKeyId,
        accessKeySecret: config.accessKeySecret,
      });
      // fetch sends Host itself, from the same URL the signature took it from.
      const { host: _host, ...sent } = headers;
      const url = new URL(`/?${canonicalQueryString(query)}`, endpoint);
      const where = { provider: 'aliyun', phone: maskPhone(message.phone), purpose: message.purpose };
      // Aliyun's message may quote what it was sent; the code never reaches a log.
      const redact = (value: string | null) => value?.split(message.code).join('******').slice(0, 200) ?? null;

      const fail = (error: AliyunSmsError, providerMessage: string | null): never => {
        log.warn(
          {
            ...where,
            failure: error.failure,
            providerCode: error.providerCode,
            requestId: error.requestId,
            httpStatus: error.httpStatus,
            providerMessage: redact(providerMessage),
          },
          'SMS not sent',
        );
        throw error;
      };

      let status: number;
      let body: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { ...sent, accept: 'application/json' },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        status = response.status;
        body = await response.text();
      } catch (error) {
        // Read by name: the abort's DOMException is not an Error of every realm (jest's, for one).
        const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
        const timedOut = name === 'TimeoutError' || name === 'AbortError';
        return fail(new AliyunSmsError(timedOut ? 'timeout' : 'network', null, null, null), timedOut ? null : String(message));
      }

      let answer: SendSmsAnswer = {};
      try {
        answer = JSON.parse(body) as SendSmsAnswer;
      } catch {
        // Not JSON (a proxy's error page): reported below by its HTTP status.
      }
      const code = text(answer.Code);
      const requestId = text(answer.RequestId);
      if (status < 200 || status >= 300) return fail(new AliyunSmsError('http', code, requestId, status), text(answer.Message));
      if (code !== 'OK') return fail(new AliyunSmsError('refused', code, requestId, status), text(answer.Message));
      log.info({ ...where, bizId: text(answer.BizId), requestId }, 'SMS sent');
    },
  };
}
