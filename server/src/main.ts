import { DEMO_LOGIN_NAME, DEMO_PASSWORD } from './seed/demo-player';
import { buildApp } from './app';
import { loadConfig } from './config';
import { ConfigError } from './config-error';
import { DataDirError } from './db/data-dir-lock';
import { seedDemoData } from './seed';

/** Process edge only: config, listen, graceful shutdown. Everything else lives in buildApp. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  if (config.catalogue.seedDemo) {
    // SEED_DEMO=1 (default): a fresh database gets the demo catalogue before the first request.
    const started = Date.now();
    const { catalogue, gifts, square, reading, activities } = await seedDemoData(app.db, {
      dataDir: config.dataDir,
      imageKey: config.catalogue.imageKey,
    });
    if (catalogue.seeded) {
      console.log(
        `Seeded the demo catalogue: ${catalogue.gameIds.length} games, ${catalogue.newsCount} news articles, ` +
          `${gifts?.packs ?? 0} gift packs (${Date.now() - started} ms)`,
      );
    }
    if (square.seeded) console.log(`Seeded the demo square: ${square.posts} posts, ${square.comments} comments`);
    if (reading.seeded)
      console.log(`Seeded the demo library: ${reading.novels} novels, ${reading.comics} comics, ${reading.chapters} chapters`);
    if (activities.seeded) console.log(`Seeded the demo activity centre: ${activities.activities} activities with tasks`);
  }

  if (config.warmUpMs > 0) {
    // Before listening, so neither a load balancer nor the first visitor finds the server cold.
    const results = await app.warmUp(config.warmUpMs);
    for (const result of results) {
      if (result.outcome === 'ok') app.log.info(result, 'warmed up');
      else app.log.warn(result, 'warm-up step did not complete; the first visitors pay for it');
    }
  }

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const serving = config.serveStatic ? 'serving host + remotes' : 'API only';
  console.log(`Portal running at http://localhost:${port}/ (database: ${app.db.kind}, ${serving})`);
  if (config.mode !== 'production') {
    // The one-command start is a demo: it must never be mistaken for a deployment.
    const sandboxes = [config.accounts.smsProvider === 'sandbox' && 'SMS', config.payments.provider === 'sandbox' && 'payments'].filter(
      Boolean,
    );
    const what = sandboxes.length ? `: sandbox ${sandboxes.join(' and ')} — nothing is sent or charged` : '';
    console.log(
      `${config.mode === 'demo' ? 'Demo' : 'Development'} mode (PORTAL_MODE=${config.mode})${what}. Not for the internet: see README "Production mode".`,
    );
  }
  if (config.catalogue.seedDemo) {
    console.log(`Demo player: log in as "${DEMO_LOGIN_NAME}" with password "${DEMO_PASSWORD}" (X钻 to try a paid download).`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // A refusal to start (bad configuration, a data directory in use or not writable) is said in
  // full by its message; a stack would only bury it.
  const refusal = error instanceof ConfigError || error instanceof DataDirError;
  if (error instanceof Error && error.stack && !refusal) console.error(error.stack);
  process.exit(1);
});
