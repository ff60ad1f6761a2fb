import path from 'node:path';
import { defineModule } from '../../platform/module';
import { catalogueMediaRoutes, uploadedMediaRoutes } from './routes';

export { sendFile } from './routes';
export { pictureVariantQuery } from './schemas';
export { CATALOGUE_URL_PREFIX, pictureFile, requestedVariant } from './service';

/**
 * Files under /media: the demo catalogue's images (${DATA_DIR}/catalogue) and, with the local
 * storage, the uploads (an object store serves its own).
 */
export const mediaModule = defineModule('media', async (app, { config, storage }) => {
  await app.register(catalogueMediaRoutes(path.join(config.dataDir, 'catalogue')));
  if (storage.localRoot) await app.register(uploadedMediaRoutes(storage.localRoot));
});
