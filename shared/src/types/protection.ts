/** Player protection (issue 15): types derived from ../schemas/protection.ts. */
import type { Static } from '@sinclair/typebox';
import type { SpendingRefusalSchema } from '../schemas/common';
import type { RealNameStatusSchema, VerifyRealNameBodySchema } from '../schemas/protection';

export type VerifyRealNameBody = Static<typeof VerifyRealNameBodySchema>;
export type RealNameStatus = Static<typeof RealNameStatusSchema>;
export type SpendingRefusal = Static<typeof SpendingRefusalSchema>;
