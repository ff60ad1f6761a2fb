import { init } from './0001_init';
import { accounts } from './0002_accounts';
import { games } from './0003_games';
import { wallet } from './0004_wallet';
import { ledgerCounter } from './0005_ledger_counter';
import { bulletinLinks } from './0006_bulletin_links';
import { square } from './0007_square';
import { reading } from './0008_reading';
import { checkinActivities } from './0009_checkin_activities';
import { chat } from './0010_chat';
import { favouritesSupport } from './0011_favourites_support';
import { protection } from './0012_protection';
import { reviews } from './0013_reviews';
import { upcoming } from './0014_upcoming';
import { telemetry } from './0015_telemetry';
import { gameNameGrams } from './0016_game_name_grams';
import { gameNamePostings } from './0017_game_name_postings';
import { gamesSerialScans } from './0018_games_serial_scans';
import type { Migration } from './migration';

export type { Migration } from './migration';

/** Append new migrations here, in id order. Never edit one that has shipped. */
export const migrations: readonly Migration[] = [
  init,
  accounts,
  games,
  wallet,
  ledgerCounter,
  bulletinLinks,
  square,
  reading,
  checkinActivities,
  chat,
  favouritesSupport,
  protection,
  reviews,
  upcoming,
  telemetry,
  gameNameGrams,
  gameNamePostings,
  gamesSerialScans,
];
