import { Type } from '@sinclair/typebox';
import { SandboxSmsSchema, SmsCodeRequestSchema, SmsCodeResultSchema } from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

export const smsCodeSchema = routeSchema({
  summary: '获取短信验证码（login 登录、bind 绑定手机、reset 找回密码）',
  tag: 'sms',
  body: SmsCodeRequestSchema,
  data: SmsCodeResultSchema,
});

export const sandboxOutboxSchema = routeSchema({
  summary: '沙箱短信：已“发送”到某手机的短信（仅沙箱短信服务；仅本机或带 x-staff-token 的员工可读）',
  tag: 'sms',
  querystring: Type.Object({ phone: Type.String({ maxLength: 32 }) }),
  data: Type.Array(SandboxSmsSchema),
});
