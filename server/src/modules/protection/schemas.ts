import { RealNameStatusSchema, VerifyRealNameBodySchema } from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

const tag = 'protection';

export const realNameStatusSchema = routeSchema({
  summary: '实名认证状态与本月支付额度（未成年人限额，北京时间自然月）',
  tag,
  data: RealNameStatusSchema,
});

export const verifyRealNameSchema = routeSchema({
  summary: '实名认证：姓名与 18 位身份证号（只保存脱敏姓名、出生日期和身份证号的密钥哈希）',
  tag,
  body: VerifyRealNameBodySchema,
  data: RealNameStatusSchema,
});
