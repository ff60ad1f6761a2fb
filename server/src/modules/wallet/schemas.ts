import { CoinLedgerEntrySchema, PageQuerySchema, Paged } from '@portal/shared/schemas';
import { optionalBody, routeSchema } from '../../platform/http/route-schema';

export const ledgerSchema = routeSchema({
  summary: '我的 X钻 明细（最新在前）',
  tag: 'wallet',
  body: optionalBody(PageQuerySchema),
  data: Paged(CoinLedgerEntrySchema),
});
