import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from '@portal/shared';
import { useImageUploads } from './use-image-uploads';

/**
 * Pictures of postpage through the real API client (only the network replaced): each uploads as
 * soon as it is picked and reports its progress; removing one stops its upload; a failed one can
 * be tried again; the tenth picture is refused.
 */
type Pending = {
  config: { url?: string; data?: unknown; signal?: AbortSignal; onUploadProgress?: (e: { loaded: number; total?: number }) => void };
  finish: (ok: boolean) => void;
};
let pending: Pending[] = [];
let nextId = 1;

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  pending = [];
  http.defaults.adapter = ((config: Pending['config']) =>
    new Promise((resolve, reject) => {
      config.signal?.addEventListener('abort', () =>
        reject(Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED', __CANCEL__: true })),
      );
      pending.push({
        config,
        finish: (ok) => {
          const id = nextId++;
          const body = ok
            ? { code: 0, msg: '', data: { id, url: `/media/${id}.png`, thumbUrl: `/media/${id}.thumb.webp`, width: 1, height: 1 } }
            : { code: 1400, msg: '图片格式不支持', data: null };
          resolve({ data: body, status: 200, statusText: 'OK', headers: {}, config });
        },
      });
    })) as unknown as typeof http.defaults.adapter;
});

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('pictures of a post being written', () => {
  it('uploads each picked picture at once, with its own progress, as multipart field `file`', async () => {
    const { result } = renderHook(() => useImageUploads());
    act(() => result.current.add([png('a.png'), png('b.png')]));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[0]!.config.url).toBe('/v1/square/image/upload');
    expect((pending[0]!.config.data as FormData).get('file')).toBeInstanceOf(File);
    act(() => pending[0]!.config.onUploadProgress?.({ loaded: 2, total: 4 }));
    expect(result.current.entries.map((e) => [e.status, e.progress])).toEqual([
      ['uploading', 0.5],
      ['uploading', 0],
    ]);
    expect(result.current.busy).toBe(true);
    act(() => pending[0]!.finish(true));
    act(() => pending[1]!.finish(true));
    await waitFor(() => expect(result.current.uploaded).toHaveLength(2));
    expect(result.current.busy).toBe(false);
  });

  it('removing a picture stops its upload and leaves it out of the post', async () => {
    const { result } = renderHook(() => useImageUploads());
    act(() => result.current.add([png('a.png')]));
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => result.current.remove(result.current.entries[0]!.key));
    expect(pending[0]!.config.signal?.aborted).toBe(true);
    expect(result.current.entries).toEqual([]);
    expect(result.current.busy).toBe(false);
  });

  it('a refused upload shows the server message and can be tried again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useImageUploads());
    act(() => result.current.add([png('a.png')]));
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!.finish(false));
    await waitFor(() => expect(result.current.entries[0]!.status).toBe('failed'));
    expect(result.current.entries[0]!.error).toBe('图片格式不支持');
    expect(result.current.failed).toBe(true);
    act(() => result.current.retry(result.current.entries[0]!.key));
    await waitFor(() => expect(pending).toHaveLength(2));
    act(() => pending[1]!.finish(true));
    await waitFor(() => expect(result.current.uploaded).toHaveLength(1));
    logged.mockRestore();
  });

  it('takes at most nine pictures and only PNG, JPEG or WebP', async () => {
    const { result } = renderHook(() => useImageUploads());
    act(() => result.current.add([new File(['x'], 'a.gif', { type: 'image/gif' })]));
    expect(result.current.entries).toEqual([]);
    act(() => result.current.add(Array.from({ length: 12 }, (_, i) => png(`${i}.png`))));
    expect(result.current.entries).toHaveLength(9);
    await waitFor(() => expect(pending).toHaveLength(9));
  });
});
