import type { Redis } from 'ioredis';
import { afterCommit, databaseOf, inTransaction } from '../../db/after-commit';
import type { Database } from '../../db/types';
import type { Queryable } from '../../db/types';
import type { Clock } from '../clock';
import { createLocalBus, createRedisBus, type LiveBus, type LiveEnvelope } from './live-bus';
import { currentSeq, eventsAfter, insertEvent, nextSeq, pruneEvents } from './live-repository';

/** An event as a stream sends it: `id: seq`, `event: type`, `data: JSON`. */
export interface LiveEvent {
  seq: number;
  type: string;
  data: unknown;
}

export interface LiveNotice {
  userId: string;
  type: string;
  data: unknown;
}

/** The parts of the header's count of new messages, and their sum. */
export interface UnreadCounts {
  private: number;
  system: number;
  total: number;
}

export type UnreadPart = Exclude<keyof UnreadCounts, 'total'>;
export type UnreadCounter = (q: Queryable, userId: string) => Promise<number>;

export interface LiveHubOptions {
  db: Queryable;
  now: Clock;
  /** Shared by every instance when given (REDIS_URL); otherwise events stay in this process. */
  redis?: Redis | undefined;
  onError: (error: unknown) => void;
  /** How long events are kept for Last-Event-ID resume. */
  replayWindowMs?: number;
  /** The comment line that keeps proxies and the client's idle timer from closing the stream. */
  heartbeatMs?: number;
}

/** A resume longer than this starts over (`reset`): the client reloads its lists instead. */
const MAX_REPLAY = 500;
const PRUNE_EVERY_MS = 5 * 60_000;

/**
 * Live events of users (issue 14): new private and system messages and unread counts, pushed to
 * every open page of the user on any instance.
 *
 * Replay window — why a table: an event is written in the same transaction as the change it
 * announces (a message and its event commit or roll back together) and numbered per user
 * under a row lock, so seqs are gap-free and commit in order. A client resuming with
 * Last-Event-ID n reads seq > n from one index range; every instance can answer it (the
 * window lives in the database every instance shares, with or without Redis); and a
 * rolled-back publish leaves nothing behind. Events are kept `replayWindowMs` (24 h), so a
 * phone that slept through a night resumes; older than that, the stream says `reset`.
 * Delivery to open streams goes through the bus only after COMMIT (afterCommit).
 */
export function createLiveHub(options: LiveHubOptions) {
  const { db, now, onError } = options;
  const replayWindowMs = options.replayWindowMs ?? 24 * 3_600_000;
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const listeners = new Map<string, Set<(event: LiveEvent) => void>>();
  const counters = new Map<UnreadPart, UnreadCounter>();
  const closers = new Set<() => void>();
  let bus: LiveBus = createLocalBus(deliver);
  let pruner: NodeJS.Timeout | undefined;
  let closed = false;

  function deliver(batch: LiveEnvelope[]): void {
    for (const { userId, seq, type, data } of batch) {
      for (const listener of listeners.get(userId) ?? []) listener({ seq, type, data });
    }
  }

  /**
   * Records events inside `q`'s transaction and sends them once it commits (never for one
   * that rolls back). Users are numbered in uid order, so two transactions publishing to the
   * same two users always lock their streams in the same order (no deadlock).
   */
  async function publish(q: Queryable, notices: readonly LiveNotice[]): Promise<void> {
    // Numbering and recording belong in one transaction (the seq lock is what keeps a user's
    // events in commit order): a publish outside one opens its own.
    if (!inTransaction(q) && 'transaction' in q) {
      await (q as Database).transaction((tx) => publish(tx, notices));
      return;
    }
    const ordered = [...notices].sort((a, b) => Number(a.userId) - Number(b.userId));
    const at = now();
    const batch: LiveEnvelope[] = [];
    for (const notice of ordered) {
      const seq = await nextSeq(q, notice.userId);
      await insertEvent(q, notice.userId, seq, notice.type, JSON.stringify(notice.data), at);
      batch.push({ userId: notice.userId, seq, type: notice.type, data: notice.data });
    }
    afterCommit(q, () => {
      if (!closed) bus.send(batch).catch(onError);
    });
  }

  async function unread(q: Queryable, userId: string): Promise<UnreadCounts> {
    const [privateCount = 0, systemCount = 0] = await Promise.all(
      (['private', 'system'] as const).map((part) => counters.get(part)?.(q, userId) ?? Promise.resolve(0)),
    );
    return { private: privateCount, system: systemCount, total: privateCount + systemCount };
  }

  async function prune(): Promise<void> {
    await pruneEvents(db, new Date(now().getTime() - replayWindowMs)).catch(onError);
  }

  return {
    heartbeatMs,

    /** Connects the bus (Redis subscription) and starts forgetting old events; app.ts calls it once. */
    async start(): Promise<void> {
      if (options.redis) bus = await createRedisBus(options.redis, deliver, onError);
      await prune();
      pruner = setInterval(() => void prune(), PRUNE_EVERY_MS);
      pruner.unref();
    },

    publish,

    /** Hears the user's events as they commit; returns the unsubscribe. */
    subscribe(userId: string, listener: (event: LiveEvent) => void): () => void {
      const set = listeners.get(userId) ?? new Set();
      listeners.set(userId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },

    /**
     * The user's events after `afterSeq`, in order; null when they cannot all be given (older
     * than the window, too many, or an id from another database) — the client then reloads.
     */
    async replay(userId: string, afterSeq: number): Promise<LiveEvent[] | null> {
      const current = await currentSeq(db, userId);
      if (afterSeq > current) return null;
      const rows = await eventsAfter(db, userId, afterSeq, MAX_REPLAY + 1);
      if (rows.length > MAX_REPLAY) return null;
      if (rows.length === 0) return current > afterSeq ? null : [];
      if (Number(rows[0]!.seq) !== afterSeq + 1) return null;
      return rows.map((row) => ({ seq: Number(row.seq), type: row.type, data: JSON.parse(row.data) as unknown }));
    },

    /** A module says how it counts its part of the header's number (chat: private, messages: system). */
    countUnread(part: UnreadPart, counter: UnreadCounter): void {
      counters.set(part, counter);
    },

    /** The header's count of new messages: every registered part, and their sum. */
    unread,

    /** An `unread` notice with the user's counts as they are inside `q` (after a change to them). */
    async unreadNotice(q: Queryable, userId: string): Promise<LiveNotice> {
      return { userId, type: 'unread', data: await unread(q, userId) };
    },

    /** Open streams register how to end them, so closing the app never waits on a client. */
    track(close: () => void): () => void {
      closers.add(close);
      return () => closers.delete(close);
    },

    async close(): Promise<void> {
      closed = true;
      if (pruner) clearInterval(pruner);
      for (const close of [...closers]) close();
      closers.clear();
      await bus.close();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

const hubs = new WeakMap<Queryable, LiveHub>();

/** Attaches the app's hub to its database (app.ts), for `liveHubOf`. */
export function attachLiveHub(db: Queryable, hub: LiveHub): void {
  hubs.set(db, hub);
}

/**
 * The hub of the app whose database `q` is, or whose transaction `q` runs in. For a function
 * called deep inside another module's transaction with only the transaction in hand —
 * messages' addMessage, called by payments and vip — so those callers need not carry the hub.
 */
export function liveHubOf(q: Queryable): LiveHub | undefined {
  return hubs.get(databaseOf(q));
}
