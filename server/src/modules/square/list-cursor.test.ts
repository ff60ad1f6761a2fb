import { AppError } from '../../platform/http/app-error';
import { decodeCommentCursor, decodePostCursor, encodeCommentCursor, encodePostCursor } from './list-cursor';

const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the square’s list cursor', () => {
  it('gives back the key it was made from, for its own order only', () => {
    const key = { pinned: true, rank: Math.log10(3) / 7, id: '9223372036854775807' };
    expect(decodePostCursor(encodePostCursor(1, key), 1)).toEqual(key);
    expect(decodeCommentCursor(encodeCommentCursor(2, { likes: 7, id: '42' }), 2)).toEqual({ likes: 7, id: '42' });
    expect(() => decodePostCursor(encodePostCursor(1, key), 2)).toThrow(AppError);
    expect(() => decodeCommentCursor(encodePostCursor(1, key), 1)).toThrow(AppError);
  });

  it('refuses forged cursors with a 400 naming cursor, never passing an impossible value to the database', () => {
    for (const cursor of [
      'not base64 json',
      forged(['p', 2, 0, 0, '9223372036854775808']),
      forged(['p', 2, 0, 0, '-1']),
      forged(['p', 2, 2, 0, '1']),
      forged(['p', 2, 0, 'x', '1']),
      forged({ p: 1 }),
    ]) {
      expect(() => decodePostCursor(cursor, 2)).toThrow(
        expect.objectContaining({ httpStatus: 400, message: expect.stringContaining('cursor') }),
      );
    }
    expect(() => decodeCommentCursor(forged(['c', 1, 2_147_483_648, '1']), 1)).toThrow(AppError);
    expect(() => decodeCommentCursor(forged(['c', 1, 1.5, '1']), 1)).toThrow(AppError);
  });
});
