/** Favourites and customer service (issue 14): types derived from ../schemas/favourites.ts and support.ts. */
import type { Static } from '@sinclair/typebox';
import type {
  FavoriteChangeSchema,
  FavoriteItemSchema,
  FavoriteKindSchema,
  FavoriteRequestSchema,
  FavoriteStatusSchema,
} from '../schemas/favourites';
import type { ServiceHoursSchema, SupportAuthorSchema, SupportConversationSchema, SupportMessageSchema } from '../schemas/support';

export type FavoriteKind = Static<typeof FavoriteKindSchema>;
export type FavoriteRequest = Static<typeof FavoriteRequestSchema>;
export type FavoriteChange = Static<typeof FavoriteChangeSchema>;
export type FavoriteStatus = Static<typeof FavoriteStatusSchema>;
export type FavoriteItem = Static<typeof FavoriteItemSchema>;

export type ServiceHours = Static<typeof ServiceHoursSchema>;
export type SupportAuthor = Static<typeof SupportAuthorSchema>;
export type SupportMessage = Static<typeof SupportMessageSchema>;
export type SupportConversation = Static<typeof SupportConversationSchema>;
