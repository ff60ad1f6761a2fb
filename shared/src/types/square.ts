/**
 * The community square (spec §1, §7 Square): types derived from their one declaration,
 * ../schemas/square.ts. Tag is in account.ts.
 */
import type { Static } from '@sinclair/typebox';
import type {
  BlockResultSchema,
  CommentSchema,
  CreateCommentRequestSchema,
  CreatePostRequestSchema,
  DeletedResultSchema,
  FollowResultSchema,
  KeywordSuggestionSchema,
  LikeResultSchema,
  MyCommentSchema,
  PostImageSchema,
  PostSchema,
  ReportRequestSchema,
  ReportResultSchema,
  ReportTargetSchema,
  SensitiveWordListSchema,
  SensitiveWordRecordSchema,
  SquareAuthorSchema,
  SquareConfigListSchema,
  SquareConfigRecordSchema,
  SquareSortSchema,
  TopicSchema,
} from '../schemas/square';

export type SquareAuthor = Static<typeof SquareAuthorSchema>;
export type PostImage = Static<typeof PostImageSchema>;
/** A post as the viewer sees it (`GET post/{id}`, `post/list`, `post/follow`, `post/me`). */
export type Post = Static<typeof PostSchema>;
/** A comment or reply (`post/{id}/comment/list`, `post/{postId}/comment/{commentId}/list`). */
export type Comment = Static<typeof CommentSchema>;
/** `GET comment/me`: a comment with the start of its post. */
export type MyComment = Static<typeof MyCommentSchema>;
/** 1 最热, 2 最新. */
export type SquareSort = Static<typeof SquareSortSchema>;
export type CreatePostRequest = Static<typeof CreatePostRequestSchema>;
export type CreateCommentRequest = Static<typeof CreateCommentRequestSchema>;
export type ReportTarget = Static<typeof ReportTargetSchema>;
export type ReportRequest = Static<typeof ReportRequestSchema>;
export type LikeResult = Static<typeof LikeResultSchema>;
export type FollowResult = Static<typeof FollowResultSchema>;
export type BlockResult = Static<typeof BlockResultSchema>;
export type ReportResult = Static<typeof ReportResultSchema>;
export type DeletedResult = Static<typeof DeletedResultSchema>;
export type Topic = Static<typeof TopicSchema>;
export type KeywordSuggestion = Static<typeof KeywordSuggestionSchema>;
export type SquareConfigRecord = Static<typeof SquareConfigRecordSchema>;
export type SquareConfigList = Static<typeof SquareConfigListSchema>;
export type SensitiveWordRecord = Static<typeof SensitiveWordRecordSchema>;
export type SensitiveWordList = Static<typeof SensitiveWordListSchema>;

/** A page of a square list: the spec's page numbers plus whether another page follows. */
export interface SquarePage<T> {
  items: T[];
  total: number;
  currentPage: number;
  pageSize: number;
  hasMore: boolean;
  nextCursor: string | null;
}
