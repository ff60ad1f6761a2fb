/** Pre-registration, follows and collections (issue 18): types derived from ../schemas/upcoming.ts. */
import type { Static } from '@sinclair/typebox';
import type {
  AddVersionRequestSchema,
  AddVersionResultSchema,
  CollectionCardSchema,
  CollectionLikeResultSchema,
  CollectionSchema,
  CollectionWriteSchema,
  FollowedGameSchema,
  FollowStateSchema,
  GameBriefSchema,
  GameVersionSchema,
  LaunchResultSchema,
  ReleaseStatusSchema,
  ReservableGameSchema,
  ReservationBadgeSchema,
  ReservationStateSchema,
} from '../schemas/upcoming';

export type ReleaseStatus = Static<typeof ReleaseStatusSchema>;
export type GameBrief = Static<typeof GameBriefSchema>;
export type ReservationState = Static<typeof ReservationStateSchema>;
export type ReservableGame = Static<typeof ReservableGameSchema>;
export type ReservationBadge = Static<typeof ReservationBadgeSchema>;
export type LaunchResult = Static<typeof LaunchResultSchema>;
export type FollowState = Static<typeof FollowStateSchema>;
export type GameVersion = Static<typeof GameVersionSchema>;
export type AddVersionRequest = Static<typeof AddVersionRequestSchema>;
export type AddVersionResult = Static<typeof AddVersionResultSchema>;
export type FollowedGame = Static<typeof FollowedGameSchema>;
export type CollectionCard = Static<typeof CollectionCardSchema>;
export type Collection = Static<typeof CollectionSchema>;
export type CollectionWrite = Static<typeof CollectionWriteSchema>;
export type CollectionLikeResult = Static<typeof CollectionLikeResultSchema>;
export type CollectionSort = 'hot' | 'new';
