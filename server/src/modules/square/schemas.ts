import { Type } from '@sinclair/typebox';
import { TagSchema } from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

export const tagListSchema = routeSchema({ summary: '广场话题标签（编辑排序）', tag: 'square', data: Type.Array(TagSchema) });
