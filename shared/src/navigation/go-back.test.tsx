import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { canGoBack, useGoBack } from './go-back';

function BackButton() {
  const back = useGoBack('/square');
  return (
    <button type="button" onClick={back}>
      返回
    </button>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function App() {
  return (
    <BrowserRouter>
      <Where />
      <Routes>
        <Route path="/" element={<Link to="/post/7">帖子</Link>} />
        <Route path="/post/:id" element={<BackButton />} />
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
    const entries = window.history.length;
    render(<App />);
    expect(canGoBack()).toBe(false);
    fireEvent.click(screen.getByText('返回'));
    expect(where()).toBe('/square');
    expect(window.history.length).toBe(entries);
    expect(canGoBack()).toBe(false);
  });
});
