import type { PortalModule } from '../platform/module';
import { accountsModule } from './accounts';
import { bulletinModule } from './bulletin';
import { catalogueModule } from './catalogue';
import { checkinModule } from './checkin';
import { activitiesModule } from './activities';
import { chatModule } from './chat';
import { chartsModule } from './charts';
import { downloadsModule } from './downloads';
import { favouritesModule } from './favourites';
import { giftsModule } from './gifts';
import { healthModule } from './health';
import { mediaModule } from './media';
import { messagesModule } from './messages';
import { newsModule } from './news';
import { readingModule } from './reading';
import { reviewsModule } from './reviews';
import { paymentsModule } from './payments';
import { protectionModule } from './protection';
import { smsModule } from './sms';
import { squareModule } from './square';
import { supportModule } from './support';
import { vipModule } from './vip';
import { walletModule } from './wallet';
import { reservationsModule } from './reservations';
import { gameFollowsModule } from './game-follows';
import { collectionsModule } from './collections';
import { telemetryModule } from './telemetry';

/**
 * Every server module, registered by app.ts in this order (the order only decides the OpenAPI
 * document's order). A new module is one folder (index, routes, schemas, service, repository)
 * and one line here.
 */
export const PORTAL_MODULES: readonly PortalModule[] = [
  healthModule,
  accountsModule,
  smsModule,
  catalogueModule,
  newsModule,
  giftsModule,
  downloadsModule,
  walletModule,
  paymentsModule,
  vipModule,
  bulletinModule,
  messagesModule,
  squareModule,
  readingModule,
  checkinModule,
  activitiesModule,
  mediaModule,
  favouritesModule,
  supportModule,
  chatModule,
  protectionModule,
  reviewsModule,
  chartsModule,
  reservationsModule,
  gameFollowsModule,
  collectionsModule,
  telemetryModule,
];
