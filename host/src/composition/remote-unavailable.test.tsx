import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@portal/shared';
import { RemoteUnavailable } from './remote-unavailable';

/** The unavailable state always offers a way on: 重试, and away from home 返回首页. */
function renderAt(path: string, onRetry = jest.fn()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>首页内容</p>} />
        <Route path="*" element={<RemoteUnavailable remote="remote_x" error={new Error('down')} onRetry={onRetry} />} />
      </Routes>
    </MemoryRouter>,
  );
  return onRetry;
}

it('on a route away from home, 返回首页 takes the player home without the failed remote', () => {
  renderAt('/readhistory');
  fireEvent.click(screen.getByRole('link', { name: '返回首页' }));
  expect(screen.getByText('首页内容')).toBeTruthy();
});

it('offers 重试, which asks the remote again', () => {
  const onRetry = renderAt('/readhistory');
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('at home there is no 返回首页, only 重试', () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <RemoteUnavailable remote="remote_x" error={new Error('down')} onRetry={() => undefined} />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('link', { name: '返回首页' })).toBeNull();
  expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
});
