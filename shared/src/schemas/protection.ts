import { Type } from '@sinclair/typebox';
import { NullableInteger, NullableString, SpendingRefusalSchema } from './common';

/**
 * Player protection (issue 15): real-name verification and minors' spending limits. The spec
 * shows only the account's `needRealName` and `age`; the calls are designed here under
 * /api/user/realname.
 */

/** `POST /api/user/realname`: the name and 18-character resident ID as on the card. */
export const VerifyRealNameBodySchema = Type.Object({
  name: Type.String({ maxLength: 40, description: '身份证上的姓名' }),
  idNumber: Type.String({ maxLength: 40, description: '18 位居民身份证号（GB 11643 校验位）' }),
});

/** A player's verification and what they may still spend this month (amounts in fen). */
export const RealNameStatusSchema = Type.Object({
  verified: Type.Boolean(),
  maskedName: NullableString({ description: '脱敏姓名，如 张**' }),
  /** Only year and month: enough to explain an age band, not a full birth date. */
  birthMonth: NullableString({ description: '出生年月 YYYY-MM' }),
  age: NullableInteger({ description: '按出生日期（北京时间）计算的周岁' }),
  spending: Type.Omit(SpendingRefusalSchema, ['amountCents']),
});
