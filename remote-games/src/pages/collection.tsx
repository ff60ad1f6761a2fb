import { Button, isApiError, Link, ResultCode, toast, useParams, type Collection } from '@portal/shared';
import { withQueryClient } from '@portal/shared/query';
import { useCollection, useLikeCollection } from '../api/collections';
import { GameBriefRow } from '../components/game-brief-row';
import { ListSkeleton } from '../components/list-states';
import { EmptyState, ErrorState, NotFoundState } from '../components/states';
import { useLoginFirst } from '../lib/login-first';
import '../components/game-extras.css';
import '../components/page.css';
import './collection.css';

/** `/collection/:id`: one collection (游戏单) in its owner's order, with 点赞 and, for the owner, 编辑. */
function CollectionPage() {
  const { id } = useParams();
  const collectionId = Number(id);
  const query = useCollection(collectionId);
  if (!Number.isInteger(collectionId) || collectionId < 1) return <NotFoundState title="游戏单不存在或未公开" />;
  if (query.isPending) return <ListSkeleton rows={5} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === ResultCode.collectionNotFound) {
      return <NotFoundState title="游戏单不存在或未公开" description="它可能已被作者删除或设为私密" />;
    }
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <CollectionView collection={query.data} />;
}

function CollectionView({ collection }: { collection: Collection }) {
  const like = useLikeCollection(collection.id);
  const loginFirst = useLoginFirst();
  const onLike = () => {
    if (!loginFirst()) return;
    like.mutate(!collection.liked, { onError: (error) => toast.error(isApiError(error) ? error.message : '操作失败，请稍后重试') });
  };
  return (
    <div className="pg-page pg-collection" data-testid="collection-page" data-collection-id={collection.id}>
      <header className="pg-section pg-collection__head">
        <h1 className="pg-collection__title" data-testid="collection-title">
          {collection.isPublic ? null : <span className="pg-chip pg-chip--muted">私密</span>}
          {collection.title}
        </h1>
        {collection.note ? <p className="pg-collection__note">{collection.note}</p> : null}
        <p className="pg-collection__meta">
          {collection.owner.name}
          {collection.owner.staff ? <span className="pg-chip">官方</span> : null} · {collection.gameCount} 款游戏
        </p>
        <div className="pg-collection__actions">
          <Button
            size="sm"
            variant={collection.liked ? 'primary' : 'ghost'}
            aria-pressed={collection.liked}
            onClick={onLike}
            disabled={like.isPending}
            data-testid="collection-like"
          >
            {collection.liked ? '已赞' : '点赞'} {collection.likeCount}
          </Button>
          {collection.mine ? (
            <Link
              to={`/collection/edit/${collection.id}`}
              className="pt-button pt-button--ghost pt-button--sm"
              data-testid="collection-edit"
            >
              编辑
            </Link>
          ) : null}
        </div>
      </header>
      <section className="pg-section" data-testid="collection-games">
        {collection.games.length ? (
          collection.games.map((game, index) => <GameBriefRow key={game.id} game={game} index={index + 1} />)
        ) : (
          <EmptyState title="这个游戏单还是空的" description={collection.mine ? '点「编辑」添加游戏' : undefined} />
        )}
      </section>
    </div>
  );
}

export default withQueryClient(CollectionPage);
