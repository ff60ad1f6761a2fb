import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/types';
import { anyBook, appendChapters, insertBook, insertTags, READING_MEDIA_PREFIX } from '../../modules/reading';
import { ensureEncryptedVariants, ensureImageVariants } from '../image-variants';
import { decryptImage, encryptImage } from '../images';
import { seededRandom } from '../seeded-random';
import { COMIC_STYLE_TAG, COMICS, type ComicSeed, GENRE_TAG, NOVELS, READING_TAGS } from './book-data';
import { PAGE_SIZE, renderComicPage, renderCover } from './comic-art';
import { chapterParagraphs, chapterTitle, novelSummary } from './prose';

/**
 * The demo library (issue 13): 43 novels of 8–40 chapters with generated prose, 12 comics of
 * 8–10 chapters with generated pages, a cover each; the first chapters free, the last few paid
 * (10–30 X钻). Pictures go to ${DATA_DIR}/reading (a third of the comics only as `.enc`, spec
 * §4) and are rendered once per machine (a cache under the temporary directory); the books are
 * written once (a database that has books is left alone), the files are checked at every start.
 */

const ART_VERSION = 'reading-1';
const RENDER_CACHE = path.join(os.tmpdir(), `portal-${ART_VERSION}`);
export const COMIC_PAGES_PER_CHAPTER = 3;
const DAY = 86_400_000;

const nameHash = (text: string) => createHash('sha256').update(`${ART_VERSION}|${text}`).digest('hex').slice(0, 16);
const seedOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

async function writeAtomically(file: string, bytes: Buffer) {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/** The PNG of `name`: from the data directory, else the machine's render cache, else rendered. */
async function ensurePicture(directory: string, name: string, render: () => Buffer): Promise<{ bytes: Buffer; written: boolean }> {
  const file = path.join(directory, name);
  const present = await readFile(file).catch(() => null);
  if (present) return { bytes: present, written: false };
  const cached = path.join(RENDER_CACHE, name);
  let bytes: Buffer | null = await readFile(cached).catch(() => null);
  if (!bytes) {
    const rendered = render();
    bytes = rendered;
    await mkdir(RENDER_CACHE, { recursive: true });
    await writeAtomically(cached, rendered).catch(() => undefined);
  }
  await writeAtomically(file, bytes);
  return { bytes, written: true };
}

/** The `.enc` copy, (re)written unless it decrypts with this key to exactly the PNG. */
async function ensureEncrypted(file: string, plain: Buffer, key: string): Promise<boolean> {
  const existing = await readFile(file).catch(() => null);
  if (existing) {
    try {
      if (decryptImage(existing, key).equals(plain)) return false;
    } catch {
      // Another key or a damaged file: written again below.
    }
  }
  await writeAtomically(file, encryptImage(plain, key));
  return true;
}

interface Picture {
  name: string;
  encrypted: boolean;
  /** A cover (a page's LCP image on /bookinfo): it also gets device-sized WebP copies (encrypted too, when it is). */
  variants?: boolean;
  render: () => Buffer;
}

const coverName = (title: string) => `cover-${nameHash(`cover|${title}`)}.png`;
const pageName = (title: string, chapter: number, page: number) => `page-${nameHash(`page|${title}|${chapter}|${page}`)}.png`;
const url = (name: string, encrypted: boolean) => `${READING_MEDIA_PREFIX}${name}${encrypted ? '.enc' : ''}`;

function comicChapterCount(comic: ComicSeed) {
  return 8 + (seedOf(comic.title) % 3);
}

function novelChapterCount(title: string) {
  return 8 + (seedOf(title) % 33);
}

function pictures(): Picture[] {
  const list: Picture[] = NOVELS.map((novel) => ({
    name: coverName(novel.title),
    encrypted: false,
    variants: true,
    render: () => renderCover(novel.title, novel.author, novel.genre, seedOf(novel.title)),
  }));
  for (const comic of COMICS) {
    list.push({
      name: coverName(comic.title),
      encrypted: comic.encrypted,
      variants: true,
      render: () => renderCover(comic.title, comic.author, comic.style, seedOf(comic.title)),
    });
    for (let chapter = 1; chapter <= comicChapterCount(comic); chapter += 1) {
      for (let page = 0; page < COMIC_PAGES_PER_CHAPTER; page += 1) {
        list.push({
          name: pageName(comic.title, chapter, page),
          encrypted: comic.encrypted,
          render: () => renderComicPage(comic, chapter, page, seedOf(`${comic.title}|${chapter}|${page}`)),
        });
      }
    }
  }
  return list;
}

/** Makes sure every cover and page exists (and its `.enc` copy where served encrypted); returns files written. */
export async function writeReadingImages(directory: string, imageKey: string): Promise<number> {
  await mkdir(directory, { recursive: true });
  let written = 0;
  for (const picture of pictures()) {
    const { bytes, written: fresh } = await ensurePicture(directory, picture.name, picture.render);
    if (fresh) written += 1;
    if (picture.encrypted && (await ensureEncrypted(path.join(directory, `${picture.name}.enc`), bytes, imageKey))) written += 1;
    if (picture.variants) written += await ensureImageVariants(directory, picture.name);
    if (picture.variants && picture.encrypted) {
      written += await ensureEncryptedVariants(directory, picture.name, (file, plain) => ensureEncrypted(file, plain, imageKey));
    }
  }
  return written;
}

export interface ReadingSeedReport {
  /** False when the database had books already (nothing was written to it). */
  seeded: boolean;
  novels: number;
  comics: number;
  chapters: number;
  imagesWritten: number;
}

/** Paid chapters: the last few of a book (never the first five), 10–30 X钻. */
function chapterPrice(rand: () => number, index: number, count: number, paidFromEnd: number): number {
  const firstPaid = Math.max(6, count - paidFromEnd + 1);
  return index >= firstPaid ? 10 + 5 * Math.floor(rand() * 5) : 0;
}

export async function seedDemoReading(db: Database, options: { dataDir: string; imageKey: string; now: Date }): Promise<ReadingSeedReport> {
  const imagesWritten = await writeReadingImages(path.join(options.dataDir, 'reading'), options.imageKey);
  const report: ReadingSeedReport = { seeded: false, novels: 0, comics: 0, chapters: 0, imagesWritten };
  if (await anyBook(db)) return report;
  const now = options.now.getTime();

  await db.transaction(async (tx) => {
    // A second seeder that got here first: leave its books.
    if (await anyBook(tx)) return;
    await insertTags(tx, READING_TAGS);
    for (const [order, novel] of NOVELS.entries()) {
      const rand = seededRandom(seedOf(`novel|${novel.title}`));
      const count = novelChapterCount(novel.title);
      const start = now - (30 + Math.floor(rand() * 150)) * DAY;
      const finished = order % 3 === 0;
      const tagIds = [GENRE_TAG[novel.genre], ...(finished ? [9] : [])];
      const bookId = await insertBook(tx, {
        kind: 'novel',
        title: novel.title,
        author: novel.author,
        cover: url(coverName(novel.title), false),
        summary: novelSummary(novel),
        tagIds,
        status: finished ? 'finished' : 'ongoing',
        hotScore: Math.floor(rand() * 100_000),
        createdAt: new Date(start),
      });
      // Chapters come out over the book's life; the latest one a few hours to days ago.
      const step = (now - start - DAY) / count;
      const paidFromEnd = 3 + Math.floor(rand() * 3);
      await appendChapters(
        tx,
        bookId,
        Array.from({ length: count }, (_, i) => ({
          title: chapterTitle(novel, i + 1),
          price: chapterPrice(rand, i + 1, count, paidFromEnd),
          paragraphs: chapterParagraphs(novel, i + 1),
          createdAt: new Date(start + Math.floor(step * (i + 1))),
        })),
      );
      report.novels += 1;
      report.chapters += count;
    }
    for (const comic of COMICS) {
      const rand = seededRandom(seedOf(`comic|${comic.title}`));
      const count = comicChapterCount(comic);
      const start = now - (20 + Math.floor(rand() * 100)) * DAY;
      const bookId = await insertBook(tx, {
        kind: 'comic',
        title: comic.title,
        author: comic.author,
        cover: url(coverName(comic.title), comic.encrypted),
        summary: `${comic.hook}。${comic.hero}和${comic.partner}的故事，每周更新。`,
        tagIds: [COMIC_STYLE_TAG[comic.style]],
        status: 'ongoing',
        hotScore: Math.floor(rand() * 100_000),
        createdAt: new Date(start),
      });
      const step = (now - start - DAY / 2) / count;
      await appendChapters(
        tx,
        bookId,
        Array.from({ length: count }, (_, i) => ({
          title: `第${i + 1}话`,
          price: i + 1 > count - 2 ? 10 + 5 * Math.floor(rand() * 3) : 0,
          pages: Array.from({ length: COMIC_PAGES_PER_CHAPTER }, (_, page) => ({
            url: url(pageName(comic.title, i + 1, page), comic.encrypted),
            ...PAGE_SIZE,
          })),
          createdAt: new Date(start + Math.floor(step * (i + 1))),
        })),
      );
      report.comics += 1;
      report.chapters += count;
    }
  });
  report.seeded = report.novels > 0;
  return report;
}
