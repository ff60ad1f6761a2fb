import path from 'node:path';
import { API_PREFIX, defineModule } from '../../platform/module';
import { readingMediaRoutes } from './media';
import { readingRoutes } from './routes';

export { READING_MEDIA_PREFIX } from './media';
export { bookExists, findBook } from './repository';
// Writers of the catalogue of books, for the demo seed (and tests): a book, its tags, its chapters.
export { anyBook, appendChapter, appendChapters, insertBook, insertTags, type NewBook, type NewChapter } from './repository';

/** The reading section (issue 13): books and comics, chapters, paid chapters, progress, history, shelf. */
export const readingModule = defineModule('reading', async (app, context) => {
  await app.register(readingRoutes(context), { prefix: API_PREFIX });
  await app.register(readingMediaRoutes(path.join(context.config.dataDir, 'reading')));
});
