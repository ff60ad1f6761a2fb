/**
 * Turns Fastify/Ajv validation errors into one Chinese sentence that names the field
 * (quality: "bad input → HTTP 400 … where msg names the field in Chinese").
 */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  null: '空值',
};

const CONTEXT_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/** `/user/tags/0` → `user.tags[0]`; empty path → the part of the request (请求体 …). */
function fieldName(instancePath: string, context: string | undefined): string {
  const parts = instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts.length === 0) return CONTEXT_NAMES[context ?? ''] ?? '请求';
  return parts.reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

function child(instancePath: string, property: unknown): string {
  return `${instancePath}/${String(property)}`;
}

export function validationMessage(issue: ValidationIssue | undefined, context?: string): string {
  if (!issue) return '参数错误';
  const { keyword, params } = issue;
  const field = fieldName(issue.instancePath, context);
  switch (keyword) {
    case 'required':
      return `缺少必填字段：${fieldName(child(issue.instancePath, params.missingProperty), context)}`;
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((type) => TYPE_NAMES[type] ?? type);
      return `参数错误：${field} 必须是${types.join('或')}`;
    }
    case 'minLength':
      return `参数错误：${field} 不能少于 ${String(params.limit)} 个字符`;
    case 'maxLength':
      return `参数错误：${field} 不能超过 ${String(params.limit)} 个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `参数错误：${field} 不能小于${keyword === 'minimum' ? '' : '等于'} ${String(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `参数错误：${field} 不能大于${keyword === 'maximum' ? '' : '等于'} ${String(params.limit)}`;
    case 'minItems':
      return `参数错误：${field} 至少需要 ${String(params.limit)} 项`;
    case 'maxItems':
      return `参数错误：${field} 最多 ${String(params.limit)} 项`;
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map(String).join('、') : '';
      return `参数错误：${field} 必须是以下值之一：${allowed}`;
    }
    case 'const':
      return `参数错误：${field} 必须是 ${String(params.allowedValue)}`;
    case 'additionalProperties':
      return `参数错误：不支持的字段 ${fieldName(child(issue.instancePath, params.additionalProperty), context)}`;
    case 'pattern':
    case 'format':
      return `参数错误：${field} 格式不正确`;
    default:
      return `参数错误：${field} 不合法`;
  }
}
