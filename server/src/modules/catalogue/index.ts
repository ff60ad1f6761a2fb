import { API_PREFIX, defineModule } from '../../platform/module';
import { gameRoutes } from './routes';

export { countDownload, findGameDetail, followLoggedVersion, gameExists, gameSummaries, listGames } from './repository';
export { gameListQuery } from './service';
export { namePinyin } from './pinyin';
export { GAME_BRIEF_COLUMNS, type GameBriefRow, toGameBrief } from './brief-repository';

/** The games catalogue (spec §7 Games): web/game/list, web/game/suggest, web/game/detail. */
export const catalogueModule = defineModule('catalogue', async (app, context) => {
  await app.register(gameRoutes(context), { prefix: API_PREFIX });
});
