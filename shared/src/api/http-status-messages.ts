/** Spec §8 "Messages for HTTP status": the Chinese text shown for each failed HTTP status. */
const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求错误',
  401: '未授权，请登录',
  403: '拒绝访问',
  408: '请求超时',
  500: '服务器内部错误',
  501: '服务未实现',
  502: '网关错误',
  503: '服务不可用',
  504: '网关超时',
  505: 'HTTP版本不受支持',
};

export const TIMEOUT_MESSAGE = '请求超时';
export const NETWORK_ERROR_MESSAGE = '网络连接异常，请检查网络后重试';

/** The §8 message for a status; 404 names the URL; other statuses get a generic text with the code. */
export function httpStatusMessage(status: number, url: string): string {
  if (status === 404) return `请求地址出错: ${url}`;
  return STATUS_MESSAGES[status] ?? `请求失败（${status}）`;
}
