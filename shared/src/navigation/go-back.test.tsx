import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { canGoBack, useGoBack } from './go-back';

function BackButton({ replace }: { replace: boolean }) {
  const back = useGoBack('/square', { replace });
  return (
    <button type="button" onClick={back}>
      返回
    </button>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function App({ replace = true }: { replace?: boolean }) {
  return (
    <BrowserRouter>
      <Where />
      <Routes>
        <Route path="/" element={<Link to="/post/7">帖子</Link>} />
        <Route path="/post/:id" element={<BackButton replace={replace} />} />
        <Route path="/square" element={<p>广场</p>} />
      </Routes>
    </BrowserRouter>
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('a back button (useGoBack)', () => {
  it('goes back the way the player came inside the portal', async () => {
    window.history.replaceState(null, '', '/');
    render(<App />);
    fireEvent.click(screen.getByText('帖子'));
    expect(where()).toBe('/post/7');
    expect(canGoBack()).toBe(true);
    fireEvent.click(screen.getByText('返回'));
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('goes to its fallback for a page opened directly, replacing it instead of adding a page', () => {
    window.history.replaceState(null, '', '/post/7');
    render(<App />);
    expect(canGoBack()).toBe(false);
    fireEvent.click(screen.getByText('返回'));
    expect(where()).toBe('/square');
    // Still the tab's first page of the portal: the fallback took the page's place.
    expect(canGoBack()).toBe(false);
  });

  it('without replace, adds the fallback as a new page, so the browser goes back to the page opened directly', async () => {
    window.history.replaceState(null, '', '/post/7');
    render(<App replace={false} />);
    fireEvent.click(screen.getByText('返回'));
    expect(where()).toBe('/square');
    // One page further into the tab's history than the page opened directly.
    expect(canGoBack()).toBe(true);
    window.history.back();
    await waitFor(() => expect(where()).toBe('/post/7'));
  });
});
