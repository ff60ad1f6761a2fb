import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';

describe('<ConfirmDialog />', () => {
  it('shows title, text and the default 取消/确定 buttons wired to their handlers', () => {
    const onCancel = jest.fn();
    const onConfirm = jest.fn();
    render(<ConfirmDialog open title="确认购买" text="将花费 10 钻" onCancel={onCancel} onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: '确认购买' }).textContent).toContain('将花费 10 钻');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('takes custom labels (the insufficient-balance dialog: 取消 / 充值)', () => {
    const onConfirm = jest.fn();
    render(
      <ConfirmDialog
        open
        title="当前X钻余额不足！"
        text="当前余额不足，请您充值后继续使用"
        confirmText="充值"
        onCancel={jest.fn()}
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '充值' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', () => {
    const onCancel = jest.fn();
    render(<ConfirmDialog open title="t" onCancel={onCancel} onConfirm={jest.fn()} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
