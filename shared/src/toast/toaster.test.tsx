import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from './toast-service';
import { Toaster } from './toaster';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.clear());
  jest.useRealTimers();
});

describe('<Toaster />', () => {
  it('announces toasts in a live region and stacks them 16 px apart', () => {
    render(<Toaster />);
    act(() => {
      toast.success('登录成功');
      toast.warning('余额不足');
    });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.className).toBe('pt-toaster');
    expect(region.style.gap).toBe('16px');
    expect(region.querySelectorAll('.pt-toast')).toHaveLength(2);
    expect(region.querySelector('.pt-toast--warning')?.textContent).toContain('余额不足');
  });

  it('shows the repeat badge for grouped messages', () => {
    render(<Toaster />);
    act(() => {
      toast.info('已复制');
      toast.info('已复制');
    });
    expect(screen.getByLabelText('重复2次').textContent).toBe('2');
    expect(document.querySelectorAll('.pt-toast')).toHaveLength(1);
  });

  it('removes the toast after 3000 ms and on tap', () => {
    render(<Toaster />);
    act(() => {
      toast.success('a');
    });
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('a')).toBeNull();

    act(() => {
      toast.success('b');
    });
    fireEvent.click(screen.getByText('b'));
    expect(screen.queryByText('b')).toBeNull();
  });
});
