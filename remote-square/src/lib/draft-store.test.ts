import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-store';

const image = { id: 7, url: '/media/a.png', thumbUrl: '/media/a.thumb.png', width: 10, height: 10 };

beforeEach(() => window.localStorage.clear());

describe('the postpage draft', () => {
  it('keeps text, tag and uploaded images, per account, until cleared', () => {
    expect(saveDraft('u1', { content: '没发出去的帖子', tagId: 3, images: [image] })).toBe(true);
    expect(loadDraft('u1')).toEqual({ content: '没发出去的帖子', tagId: 3, images: [image] });
    expect(loadDraft('u2')).toBeNull();
    clearDraft('u1');
    expect(loadDraft('u1')).toBeNull();
  });

  it('an empty draft is not kept (and removes an older one)', () => {
    saveDraft('u1', { content: 'x', tagId: null, images: [] });
    saveDraft('u1', { content: '   ', tagId: 2, images: [] });
    expect(loadDraft('u1')).toBeNull();
  });

  it('ignores a stored value of the wrong shape', () => {
    window.localStorage.setItem(draftKey('u1'), JSON.stringify({ content: 5, images: 'no' }));
    expect(loadDraft('u1')).toBeNull();
    window.localStorage.setItem(draftKey('u1'), '{not json');
    expect(loadDraft('u1')).toBeNull();
  });

  it('says so when the device cannot keep it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveDraft('u1', { content: '内容', tagId: null, images: [] })).toBe(false);
    setItem.mockRestore();
  });
});
