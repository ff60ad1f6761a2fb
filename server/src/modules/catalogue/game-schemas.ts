import { envelopeSchema } from '../../platform/http/envelope';

/**
 * JSON schemas of the catalogue routes. They coerce form-encoded strings (the client's default)
 * and name a bad field in the 400 message; unknown fields (appID=2008, uid …) pass untouched.
 */
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_KEYWORD_LENGTH = 30;
export const MAX_SUGGESTIONS = 8;

const text = { type: 'string' } as const;
const stringArray = { type: 'array', items: text } as const;

const page = { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } as const;
const pageSize = { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE } as const;
const keyword = { type: 'string', maxLength: MAX_KEYWORD_LENGTH } as const;

export const gameSummarySchema = {
  type: 'object',
  required: [
    'id',
    'appID',
    'name',
    'banners',
    'icon',
    'summary',
    'categoryId',
    'tags',
    'isIos',
    'isAndroid',
    'isH5',
    'onlineType',
    'buyAmount',
    'downloadCount',
    'updatedAt',
  ],
  properties: {
    id: { type: 'integer' },
    appID: { type: 'integer' },
    name: text,
    banners: text,
    icon: text,
    summary: text,
    categoryId: { type: 'integer' },
    tags: stringArray,
    isIos: { type: 'boolean' },
    isAndroid: { type: 'boolean' },
    isH5: { type: 'boolean' },
    onlineType: { type: 'integer' },
    buyAmount: { type: 'integer' },
    downloadCount: { type: 'integer' },
    updatedAt: text,
  },
} as const;

export const gameDetailSchema = {
  type: 'object',
  required: [
    ...gameSummarySchema.required,
    'description',
    'screenshots',
    'developer',
    'version',
    'packageSize',
    'licenceNumber',
    'ageRating',
    'permissions',
    'privacyPolicyUrl',
    'owned',
  ],
  properties: {
    ...gameSummarySchema.properties,
    description: text,
    screenshots: stringArray,
    developer: text,
    version: text,
    packageSize: { type: 'integer' },
    licenceNumber: text,
    ageRating: text,
    permissions: stringArray,
    privacyPolicyUrl: text,
    owned: { type: 'boolean' },
  },
} as const;

export function pagedSchema(item: Record<string, unknown>) {
  return {
    type: 'object',
    required: ['items', 'total', 'page', 'pageSize'],
    properties: {
      items: { type: 'array', items: item },
      total: { type: 'integer' },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
    },
  } as const;
}

export const gameListSchema = {
  body: {
    type: 'object',
    properties: {
      // A numeric id or a slug (rpg, card …), as text (a JSON number is coerced); checked against GAME_CATEGORIES in the route.
      category: { type: 'string', maxLength: 20 },
      keyword,
      sort: { type: 'string', enum: ['hot', 'new'], default: 'hot' },
      page,
      pageSize,
    },
  },
  response: { 200: envelopeSchema(pagedSchema(gameSummarySchema)) },
} as const;

export const gameSuggestSchema = {
  querystring: { type: 'object', properties: { keyword } },
  response: {
    200: envelopeSchema({
      type: 'array',
      items: { type: 'object', required: ['id', 'name', 'icon'], properties: { id: { type: 'integer' }, name: text, icon: text } },
    }),
  },
} as const;

export const gameDetailRequestSchema = {
  body: {
    type: 'object',
    required: ['appID'],
    properties: { appID: { type: 'integer', minimum: 1, maximum: 9_007_199_254_740_991 } },
  },
  response: { 200: envelopeSchema(gameDetailSchema) },
} as const;

export const paginationProperties = { page, pageSize } as const;

/**
 * preValidation of routes whose fields are all optional: a POST without a body (no
 * content-type) counts as {} instead of failing "请求体 必须是对象".
 */
export async function emptyBodyAsObject(request: { body: unknown }) {
  if (request.body === undefined || request.body === null) request.body = {};
}
