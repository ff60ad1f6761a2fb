import type { TaskEvent } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';

/**
 * Domain events: a module announces a real thing a user did (downloaded a game, posted in the
 * square, read a chapter, checked in, paid a recharge) and other modules react — the activity
 * centre advances task progress. A module publishes INSIDE its own transaction, passing it, and
 * every subscriber runs in that same transaction: the action and what follows from it commit
 * together or not at all, so progress is never lost and never counted for an action that
 * rolled back. A subscriber that throws rolls the action back too, so subscribers stay small.
 *
 * The bus belongs to the database its events ride on: modules get it as ModuleContext.events,
 * and a service deep inside a module that holds only the database reaches the same bus with
 * domainEventsOf(db) (so publishing stays one line where the context is not threaded through).
 */
export interface DomainEvent {
  type: TaskEvent;
  userId: string;
  at: Date;
}

export type DomainEventHandler = (tx: Queryable, event: DomainEvent) => Promise<void>;

export interface DomainEvents {
  /** Runs every subscriber of the event's type, one after another, in the caller's transaction. */
  publish(tx: Queryable, event: DomainEvent): Promise<void>;
  /**
   * Subscribes under a name: subscribing the same name again replaces the handler (two apps on
   * one database — tests — do not count an event twice). Returns the unsubscribe.
   */
  subscribe(name: string, handler: DomainEventHandler): () => void;
}

export function createDomainEvents(): DomainEvents {
  const handlers = new Map<string, DomainEventHandler>();
  return {
    async publish(tx, event) {
      for (const handler of handlers.values()) await handler(tx, event);
    },
    subscribe(name, handler) {
      handlers.set(name, handler);
      return () => {
        if (handlers.get(name) === handler) handlers.delete(name);
      };
    },
  };
}

const buses = new WeakMap<Database, DomainEvents>();

/** The bus of a database (created on first use). */
export function domainEventsOf(db: Database): DomainEvents {
  let bus = buses.get(db);
  if (!bus) {
    bus = createDomainEvents();
    buses.set(db, bus);
  }
  return bus;
}
