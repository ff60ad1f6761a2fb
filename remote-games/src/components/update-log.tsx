import { Button, formatDate } from '@portal/shared';
import { useVersionLog } from '../api/follows';
import { InlineError, Section } from './section';
import './game-extras.css';

/** 更新日志 on a game's detail page (issue 18): version, date and notes, newest first, 5 at a time. */
export function UpdateLog({ gameId }: { gameId: number }) {
  const log = useVersionLog(gameId);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  if (log.isSuccess && entries.length === 0) return null;
  return (
    <Section title="更新日志" testId="update-log" className="pg-update-log">
      {log.isPending ? (
        <div className="pg-skeleton" style={{ height: 72 }} aria-busy="true" />
      ) : log.isError && entries.length === 0 ? (
        <InlineError onRetry={() => void log.refetch()} />
      ) : (
        <ol className="pg-versions">
          {entries.map((entry) => (
            <li key={entry.id} className="pg-versions__item" data-testid="version-entry">
              <div className="pg-versions__head">
                <strong>{entry.version}</strong>
                <time dateTime={entry.releasedAt}>{formatDate(entry.releasedAt)}</time>
              </div>
              <p className="pg-versions__notes">{entry.notes}</p>
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage ? (
        <Button variant="text" size="sm" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? '加载中…' : '查看更早的版本'}
        </Button>
      ) : null}
    </Section>
  );
}
