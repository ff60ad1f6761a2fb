import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { StarInput, Stars } from './stars';

function Harness() {
  const [value, setValue] = useState(0);
  return <StarInput value={value} onChange={setValue} />;
}

describe('the review form’s star input', () => {
  it('starts unrated, and a tap on a star chooses it and lights the stars up to it', () => {
    render(<Harness />);
    expect(screen.getByText('点击星星评分')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '4 星' }));
    expect(screen.getByRole('radio', { name: '4 星' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: '5 星' }).getAttribute('aria-checked')).toBe('false');
    const lit = screen.getAllByRole('radio').filter((star) => star.className.includes('--on'));
    expect(lit).toHaveLength(4);
    expect(screen.getByText('推荐')).toBeTruthy();
  });
});

describe('the read-only stars', () => {
  it('shows a 4.5 score as four full stars and a half one', () => {
    const { container } = render(<Stars value={4.5} />);
    expect(container.querySelectorAll('.pg-stars__star--full')).toHaveLength(4);
    expect(container.querySelectorAll('.pg-stars__star--half')).toHaveLength(1);
    expect(screen.getByRole('img', { name: '4.5 星' })).toBeTruthy();
  });
});
