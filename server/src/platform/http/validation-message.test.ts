import { validationMessage } from './validation-message';

describe('validationMessage', () => {
  it.each([
    [{ keyword: 'required', instancePath: '', params: { missingProperty: 'phone' } }, 'body', '缺少必填字段：phone'],
    [{ keyword: 'required', instancePath: '/address', params: { missingProperty: 'city' } }, 'body', '缺少必填字段：address.city'],
    [{ keyword: 'type', instancePath: '/appID', params: { type: 'integer' } }, 'querystring', '参数错误：appID 必须是整数'],
    [{ keyword: 'type', instancePath: '/tags/2', params: { type: 'string' } }, 'body', '参数错误：tags[2] 必须是字符串'],
    [{ keyword: 'type', instancePath: '', params: { type: 'object' } }, 'body', '参数错误：请求体 必须是对象'],
    [{ keyword: 'minimum', instancePath: '/page', params: { limit: 1 } }, 'querystring', '参数错误：page 不能小于 1'],
    [
      { keyword: 'enum', instancePath: '/sort', params: { allowedValues: ['hot', 'new'] } },
      'querystring',
      '参数错误：sort 必须是以下值之一：hot、new',
    ],
    [{ keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'uid' } }, 'body', '参数错误：不支持的字段 uid'],
    [{ keyword: 'somethingElse', instancePath: '/x', params: {} }, 'body', '参数错误：x 不合法'],
  ])('%j in %s → %s', (issue, context, expected) => {
    expect(validationMessage(issue, context)).toBe(expected);
  });
});
