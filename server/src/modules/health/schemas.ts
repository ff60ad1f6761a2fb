import { HealthReportSchema } from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

export const healthSchema = routeSchema({ summary: '服务与数据库是否可用', tag: 'health', data: HealthReportSchema });
