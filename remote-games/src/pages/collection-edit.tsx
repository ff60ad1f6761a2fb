import { useState, type FormEvent } from 'react';
import {
  Button,
  ConfirmDialog,
  getGameList,
  isApiError,
  ResultCode,
  toast,
  useNavigate,
  useParams,
  type Collection,
  type GameBrief,
} from '@portal/shared';
import { COLLECTION_LIMITS } from '@portal/shared/rules';
import { useQuery, withQueryClient } from '@portal/shared/query';
import { useCollection, useDeleteCollection, useSaveCollection } from '../api/collections';
import { GameBriefRow } from '../components/game-brief-row';
import { ListSkeleton } from '../components/list-states';
import { ErrorState, NotFoundState } from '../components/states';
import { moveItem } from '../lib/reorder';
import '../components/game-extras.css';
import '../components/page.css';
import './collection.css';

/** `/collection/edit/:id?`: a new collection, or the owner's edit of one (login required; the host guards it). */
function CollectionEditPage() {
  const { id } = useParams();
  const collectionId = id === undefined ? null : Number(id);
  const existing = useCollection(collectionId ?? 0);
  if (collectionId === null) return <CollectionForm initial={null} />;
  if (!Number.isInteger(collectionId) || collectionId < 1) return <NotFoundState title="游戏单不存在或未公开" />;
  if (existing.isPending) return <ListSkeleton rows={5} />;
  if (existing.isError) {
    if (isApiError(existing.error) && existing.error.code === ResultCode.collectionNotFound)
      return <NotFoundState title="游戏单不存在或未公开" />;
    return <ErrorState error={existing.error} onRetry={() => void existing.refetch()} />;
  }
  if (!existing.data.mine) return <NotFoundState title="只能编辑自己的游戏单" />;
  return <CollectionForm initial={existing.data} />;
}

/**
 * The form: title, note, 公开/私密, and the games in order — 上移 / 下移 / 移除 buttons (work the
 * same with a thumb and a mouse) and a search to add games. Saving sends the whole ordered list.
 */
function CollectionForm({ initial }: { initial: Collection | null }) {
  const navigate = useNavigate();
  const save = useSaveCollection(initial?.id ?? null);
  const remove = useDeleteCollection(initial?.id ?? 0);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [note, setNote] = useState(initial?.note ?? '');
  const [isPublic, setPublic] = useState(initial?.isPublic ?? true);
  const [games, setGames] = useState<GameBrief[]>(initial?.games ?? []);
  const [confirming, setConfirming] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      toast.error('请填写标题');
      return;
    }
    save.mutate(
      { title: title.trim(), note: note.trim(), isPublic, gameIds: games.map((game) => game.id) },
      {
        onSuccess: (saved) => {
          toast.success('已保存');
          navigate(`/collection/${saved.id}`, { replace: true });
        },
        onError: (error) => toast.error(isApiError(error) ? error.message : '保存失败，请稍后重试'),
      },
    );
  };
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('已删除');
        navigate('/collections?tab=mine', { replace: true });
      },
      onError: (error) => toast.error(isApiError(error) ? error.message : '删除失败，请稍后重试'),
    });
  const add = (game: GameBrief) =>
    setGames((current) =>
      current.some((g) => g.id === game.id) || current.length >= COLLECTION_LIMITS.games ? current : [...current, game],
    );

  return (
    <form className="pg-page pg-collection-form" onSubmit={onSubmit} data-testid="collection-form">
      <section className="pg-section pg-collection-form">
        <label>
          标题
          <input
            type="text"
            value={title}
            maxLength={COLLECTION_LIMITS.title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="给游戏单起个名字"
            data-testid="collection-title-input"
          />
        </label>
        <label>
          简介
          <textarea
            value={note}
            maxLength={COLLECTION_LIMITS.note}
            onChange={(event) => setNote(event.target.value)}
            placeholder="说说为什么推荐这些游戏（选填）"
          />
          <span className="pg-collection-form__hint">
            {note.length}/{COLLECTION_LIMITS.note}
          </span>
        </label>
        <label className="pg-collection-form__switch">
          <input type="checkbox" checked={isPublic} onChange={(event) => setPublic(event.target.checked)} data-testid="collection-public" />
          公开（关闭后仅自己可见）
        </label>
      </section>

      <section className="pg-section" data-testid="collection-form-games">
        <div className="pg-section__head">
          <h2 className="pg-section__title">
            游戏（{games.length}/{COLLECTION_LIMITS.games}）
          </h2>
        </div>
        {games.length === 0 ? <p className="pg-muted">还没有游戏，在下方搜索添加</p> : null}
        {games.map((game, index) => (
          <GameBriefRow
            key={game.id}
            game={game}
            index={index + 1}
            compact
            side={
              <>
                <button
                  type="button"
                  className="pg-order-button"
                  aria-label={`上移 ${game.name}`}
                  disabled={index === 0}
                  onClick={() => setGames((current) => moveItem(current, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="pg-order-button"
                  aria-label={`下移 ${game.name}`}
                  disabled={index === games.length - 1}
                  onClick={() => setGames((current) => moveItem(current, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="pg-order-button pg-order-button--remove"
                  aria-label={`移除 ${game.name}`}
                  onClick={() => setGames((current) => current.filter((g) => g.id !== game.id))}
                >
                  ✕
                </button>
              </>
            }
          />
        ))}
      </section>

      <GameSearch chosen={games} onAdd={add} />

      <div className="pg-collection-form__bar">
        {initial ? (
          <Button variant="ghost" onClick={() => setConfirming(true)} disabled={remove.isPending}>
            删除
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending} data-testid="collection-save">
          {save.isPending ? '保存中…' : '保存'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="删除这个游戏单？"
        text="删除后无法恢复。"
        confirmText="删除"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </form>
  );
}

const SEARCH_RESULTS = 8;

/** Search the catalogue by name or pinyin and add games (a search form of its own: Enter searches, it does not save). */
function GameSearch({ chosen, onAdd }: { chosen: GameBrief[]; onAdd: (game: GameBrief) => void }) {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const results = useQuery({
    queryKey: ['collections', 'search', keyword],
    queryFn: () => getGameList({ keyword, page: 1, pageSize: SEARCH_RESULTS, sort: 'hot' }),
    enabled: keyword !== '',
  });
  const search = () => setKeyword(text.trim());
  return (
    <section className="pg-section pg-collection-form" data-testid="collection-search">
      <label>
        添加游戏
        <span style={{ display: 'flex', gap: 8 }}>
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                search();
              }
            }}
            placeholder="输入游戏名或拼音"
            data-testid="collection-search-input"
          />
          <Button size="sm" onClick={search} data-testid="collection-search-button">
            搜索
          </Button>
        </span>
      </label>
      <div className="pg-collection-form__results">
        {keyword === '' ? null : results.isPending ? (
          <ListSkeleton rows={2} />
        ) : results.isError ? (
          <p className="pg-muted">搜索失败，请重试</p>
        ) : results.data.items.length === 0 ? (
          <p className="pg-muted">没有找到相关游戏</p>
        ) : (
          results.data.items.map((game) => {
            const added = chosen.some((g) => g.id === game.id);
            return (
              <GameBriefRow
                key={game.id}
                game={game}
                side={
                  <Button
                    size="sm"
                    variant={added ? 'ghost' : 'primary'}
                    disabled={added}
                    onClick={() => onAdd(game)}
                    data-testid="collection-add"
                  >
                    {added ? '已添加' : '添加'}
                  </Button>
                }
              />
            );
          })
        )}
      </div>
    </section>
  );
}

export default withQueryClient(CollectionEditPage);
