import { type TSchema, Type } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../rules/paging';

/**
 * The building blocks every API schema uses: the envelope, nullable values, the one paging
 * query and the paged answer. Schemas are TypeBox (JSON Schema with TypeScript types): the
 * server validates and documents with them, clients import only their `Static<>` types
 * (`@portal/shared/types`), so no schema code reaches a browser bundle.
 */

/** A string or null, written as a JSON Schema type list (cheaper to validate and serialize than anyOf). */
export const NullableString = (options: { description?: string } = {}) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
export const NullableInteger = (options: { description?: string } = {}) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], ...options });

/** Every JSON answer: `{ code, msg, data }` (architecture: "Envelope on every JSON response"). */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.Integer({ description: '0 成功；2 登录失效；其余见结果码表' }),
    msg: Type.String(),
    data,
  });

/** The one paging query: `page` 1-based, `pageSize` 1–100, both optional with defaults. */
export const PageQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: '页码，从 1 开始' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: '每页条数' })),
});

export const PageInfoSchema = Type.Object({
  total: Type.Integer({ description: '总条数' }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

/** A page of `item`: `{ items, total, page, pageSize }`. */
export const Paged = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), ...PageInfoSchema.properties });

/** `{ id }` of a path such as `/user/game/download/:id`. */
export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Largest id: PostgreSQL `integer`, the type of the id columns (a bigger number is a 400, not a database error). */
export const MAX_ID = 2_147_483_647;

/**
 * An integer a request may carry where the rules decide the range (sex, age, OS type): bounded
 * by PostgreSQL `integer`, so no value reaches a column it cannot fit (a 400, not a 500).
 */
export const Int32 = (options: { description?: string } = {}) => Type.Integer({ minimum: -MAX_ID - 1, maximum: MAX_ID, ...options });

/** A positive id. */
export const Id = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });

/**
 * One of a few strings, as JSON Schema `enum` (not anyOf of constants), so a wrong value is
 * reported as "必须是以下值之一：…" naming the allowed values.
 */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { default?: T[number]; description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** One of a few integers, as JSON Schema `enum`. */
export const IntegerEnum = <const T extends readonly number[]>(values: T, options: { default?: T[number]; description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'integer', enum: [...values], ...options });

/**
 * What a spending refusal (codes 2101–2129, player protection) tells the page beside its message,
 * so it can show the limit and what is left: amounts in fen, null where no limit applies.
 */
export const SpendingRefusalSchema = Type.Object({
  band: StringEnum(['unverified', 'under8', 'under16', 'under18', 'adult'] as const, {
    description: 'unverified 未实名，under8 未满8周岁，under16 8–16周岁，under18 16–18周岁，adult 成年',
  }),
  perPaymentCents: NullableInteger({ description: '单次支付上限（分）' }),
  perMonthCents: NullableInteger({ description: '每月累计上限（分）' }),
  spentThisMonthCents: Type.Integer({ description: '本月已充值（分，北京时间自然月）' }),
  leftThisMonthCents: NullableInteger({ description: '本月剩余额度（分）' }),
  amountCents: Type.Integer({ description: '本次支付金额（分；X钻按充值比例折算）' }),
});

/**
 * The answer of every refusal (4xx/5xx): a catalogue code, a Chinese message, and no data —
 * except a spending refusal, which carries its limits (SpendingRefusalSchema).
 */
export const ErrorEnvelopeSchema = Envelope(Type.Union([Type.Null(), SpendingRefusalSchema]));

/** The path of a call about one game: `/…/{id}/…` (reviews, reservations, follows). */
export const GameIdParamsSchema = Type.Object({ id: Id({ description: '游戏编号' }) });
