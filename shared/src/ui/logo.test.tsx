import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Logo } from './logo';

/** The gradient a logo's mark is filled with, as the document would resolve `url(#id)`. */
function markFill(svg: Element): Element | null {
  const id = /^url\(#(.+)\)$/.exec(svg.querySelector('rect')?.getAttribute('fill') ?? '')?.[1];
  return id ? svg.ownerDocument.getElementById(id) : null;
}

it('is the word X游戏 beside the mark, named for assistive technology when given a label', () => {
  render(<Logo label="X游戏" className="site-logo" />);
  const logo = screen.getByRole('img', { name: 'X游戏' });
  expect(logo.getAttribute('class')).toBe('pt-logo site-logo');
  expect(logo.querySelector('text')?.textContent).toBe('X游戏');
});

it('is hidden from assistive technology without a label (a link around it carries the name)', () => {
  const { container } = render(<Logo />);
  expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  expect(screen.queryByRole('img')).toBeNull();
});

it('gives every logo on a page its own gradient, which its mark references', () => {
  // Inline SVG ids belong to the whole document: two logos sharing one id would paint both
  // marks from whichever came first, and a logo removed with its id would blank the other.
  const { container } = render(
    <>
      <Logo />
      <Logo label="X游戏" />
    </>,
  );
  const logos = [...container.querySelectorAll('svg')];
  expect(logos).toHaveLength(2);
  for (const logo of logos) {
    const fill = markFill(logo);
    expect(fill?.tagName).toBe('linearGradient');
    // Its own gradient, not the other logo's.
    expect(logo.contains(fill)).toBe(true);
  }
});

it('renders on the server with an id a URL fragment can hold', () => {
  const html = renderToString(<Logo />);
  const id = /<linearGradient id="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(id).toMatch(/^[\w-]+$/);
  expect(html).toContain(`fill="url(#${id})"`);
});
