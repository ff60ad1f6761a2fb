import { apiGet } from '@portal/shared';
import { nextPageOf, useInfiniteQuery } from '@portal/shared/query';
import type { ChartKind, ChartPage } from '@portal/shared/types';

/** The charts (榜单, issue 18): GET /v1/chart/{kind}?category=&page=&pageSize=, the same for everyone. */
export const CHART_PAGE_SIZE = 20;

export const chartKeys = {
  all: ['charts'] as const,
  chart: (kind: ChartKind, category: number) => ['charts', kind, category] as const,
};

export const getChart = (kind: ChartKind, category: number, page: number) =>
  apiGet<ChartPage>(`/v1/chart/${kind}`, { page, pageSize: CHART_PAGE_SIZE, ...(category ? { category } : {}) });

export function useChart(kind: ChartKind, category: number) {
  return useInfiniteQuery({
    queryKey: chartKeys.chart(kind, category),
    queryFn: ({ pageParam }) => getChart(kind, category, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
