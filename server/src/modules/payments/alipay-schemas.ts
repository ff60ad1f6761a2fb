import { Type } from '@sinclair/typebox';
import { ErrorEnvelopeSchema } from '@portal/shared/schemas';

/**
 * POST /api/payments/notify/alipay: Alipay's form-encoded notification, answered in plain text
 * as Alipay requires. The body is read as raw text (any content type) so every notification,
 * however malformed, is stored with its outcome instead of being refused by a parser first.
 */
export const alipayNotifySchema = {
  summary: '支付宝异步通知（表单编码，RSA2 验签）：已处理回答纯文本 success，否则 failure',
  tags: ['payments'],
  consumes: ['application/x-www-form-urlencoded'],
  produces: ['text/plain'],
  response: {
    200: Type.String({ description: 'success 或 failure（纯文本）' }),
    '4xx': ErrorEnvelopeSchema,
    '5xx': ErrorEnvelopeSchema,
  },
};
