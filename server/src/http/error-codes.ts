/**
 * The one catalogue of result codes (architecture: "every other code is in one catalogue
 * with its Chinese message"). 0 and 2 are the codes the client acts on (see ResultCode in
 * @portal/shared); modules add their own codes here, never inline.
 */
export const ErrorCode = {
  ok: 0,
  failed: 1,
  sessionInvalid: 2,
  badRequest: 1001,
  unsupportedMediaType: 1002,
  payloadTooLarge: 1003,
  notFound: 1004,
  methodNotAllowed: 1005,
  rateLimited: 1029,
  // Accounts (modules/accounts, modules/sms)
  loginNameTaken: 1101,
  invalidCredentials: 1102,
  accountLocked: 1103,
  smsCodeMissing: 1104,
  smsCodeWrong: 1105,
  smsCodeExpired: 1106,
  smsCodeUsed: 1107,
  smsCodeExhausted: 1108,
  smsTooFrequent: 1109,
  smsDailyLimit: 1110,
  phoneNotRegistered: 1111,
  phoneTaken: 1112,
  wrongOldPassword: 1113,
  phoneMismatch: 1114,
  unsupportedImage: 1115,
  // Games and wallet (the numbers are GameResultCode in @portal/shared, which clients read).
  insufficientBalance: 1201,
  giftPoolEmpty: 1202,
  gameNotFound: 1203,
  platformUnavailable: 1204,
  // Wallet, payments, membership (WalletResultCode in @portal/shared)
  orderNotFound: 1301,
  orderExpired: 1302,
  packageNotFound: 1303,
  planNotFound: 1304,
  forbiddenOtherUser: 1403,
  internal: 1500,
  unavailable: 1503,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorMessages: Record<ErrorCodeValue, string> = {
  [ErrorCode.ok]: '成功',
  [ErrorCode.failed]: '操作失败',
  [ErrorCode.sessionInvalid]: '登录已失效，请重新登录',
  [ErrorCode.badRequest]: '参数错误',
  [ErrorCode.unsupportedMediaType]: '不支持的请求格式',
  [ErrorCode.payloadTooLarge]: '请求内容过大',
  [ErrorCode.notFound]: '请求的接口不存在',
  [ErrorCode.methodNotAllowed]: '不支持的请求方法',
  [ErrorCode.rateLimited]: '请求过于频繁，请稍后再试',
  [ErrorCode.loginNameTaken]: '该用户名已被注册',
  [ErrorCode.invalidCredentials]: '用户名或密码错误',
  [ErrorCode.accountLocked]: '登录失败次数过多，账号已暂时锁定，请稍后再试',
  [ErrorCode.smsCodeMissing]: '请先获取验证码',
  [ErrorCode.smsCodeWrong]: '验证码错误',
  [ErrorCode.smsCodeExpired]: '验证码已过期，请重新获取',
  [ErrorCode.smsCodeUsed]: '验证码已使用，请重新获取',
  [ErrorCode.smsCodeExhausted]: '验证码错误次数过多已失效，请重新获取',
  [ErrorCode.smsTooFrequent]: '验证码发送过于频繁，请稍后再试',
  [ErrorCode.smsDailyLimit]: '该手机号今日获取验证码次数已达上限',
  [ErrorCode.phoneNotRegistered]: '该手机号尚未注册',
  [ErrorCode.phoneTaken]: '该手机号已绑定其他账号',
  [ErrorCode.wrongOldPassword]: '原密码错误',
  [ErrorCode.phoneMismatch]: '手机号与当前账号绑定的手机号不一致',
  [ErrorCode.unsupportedImage]: '头像仅支持 PNG、JPEG 或 WebP 图片',
  [ErrorCode.insufficientBalance]: '当前X钻余额不足！',
  [ErrorCode.giftPoolEmpty]: '礼包已被领完，请关注后续活动',
  [ErrorCode.gameNotFound]: '游戏不存在或已下架',
  [ErrorCode.platformUnavailable]: '该游戏暂不支持此平台下载',
  [ErrorCode.orderNotFound]: '订单不存在',
  [ErrorCode.orderExpired]: '订单已过期，请重新下单',
  [ErrorCode.packageNotFound]: '充值套餐不存在',
  [ErrorCode.planNotFound]: '会员套餐不存在',
  [ErrorCode.forbiddenOtherUser]: '无权操作其他用户的数据',
  [ErrorCode.internal]: '服务器内部错误',
  [ErrorCode.unavailable]: '服务暂不可用，请稍后再试',
};

/** HTTP status → the catalogue code used when a framework error carries only a status. */
export function codeForStatus(status: number): ErrorCodeValue {
  switch (status) {
    case 400:
      return ErrorCode.badRequest;
    case 401:
      return ErrorCode.sessionInvalid;
    case 404:
      return ErrorCode.notFound;
    case 405:
      return ErrorCode.methodNotAllowed;
    case 413:
      return ErrorCode.payloadTooLarge;
    case 415:
      return ErrorCode.unsupportedMediaType;
    case 429:
      return ErrorCode.rateLimited;
    case 503:
      return ErrorCode.unavailable;
    default:
      return status >= 500 ? ErrorCode.internal : ErrorCode.failed;
  }
}
