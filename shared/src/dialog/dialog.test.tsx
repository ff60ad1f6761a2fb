import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DIALOG_Z_INDEX } from './constants';
import { Dialog } from './dialog';

afterEach(() => {
  document.body.style.overflow = '';
});

describe('<Dialog />', () => {
  it('renders nothing while closed', () => {
    render(
      <Dialog open={false} title="公告" onClose={jest.fn()}>
        内容
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog in a portal on document.body at z-index 2000 (spec §9)', () => {
    const { container } = render(
      <Dialog open title="公告" onClose={jest.fn()}>
        内容
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '公告' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false);
    const root = dialog.closest('.pt-dialog-root') as HTMLElement;
    expect(root.parentElement).toBe(document.body);
    expect(DIALOG_Z_INDEX).toBe(2000);
    expect(root.style.zIndex).toBe('2000');
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    render(
      <Dialog open title="t" onClose={onClose}>
        x
      </Dialog>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on an overlay tap but not on a tap inside the panel', () => {
    const onClose = jest.fn();
    render(
      <Dialog open title="t" onClose={onClose}>
        <span>inside</span>
      </Dialog>,
    );
    fireEvent.click(screen.getByText('inside'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('pt-dialog-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores overlay taps when closeOnOverlay is false', () => {
    const onClose = jest.fn();
    render(
      <Dialog open title="t" onClose={onClose} closeOnOverlay={false}>
        x
      </Dialog>,
    );
    fireEvent.click(screen.getByTestId('pt-dialog-overlay'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with the × button and renders the footer', () => {
    const onClose = jest.fn();
    render(
      <Dialog open title="t" onClose={onClose} footer={<button type="button">好的</button>}>
        x
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: '好的' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus into the dialog and gives it back on close', () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            打开
          </button>
          <Dialog open={open} title="t" onClose={() => setOpen(false)}>
            x
          </Dialog>
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: '打开' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('locks the page scroll while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    const { rerender } = render(
      <Dialog open title="t" onClose={jest.fn()}>
        x
      </Dialog>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <Dialog open={false} title="t" onClose={jest.fn()}>
        x
      </Dialog>,
    );
    expect(document.body.style.overflow).toBe('auto');
  });

  it('with two dialogs open, Escape closes only the top one', () => {
    const closeLower = jest.fn();
    const closeTop = jest.fn();
    render(
      <>
        <Dialog open title="lower" onClose={closeLower}>
          a
        </Dialog>
        <Dialog open title="top" onClose={closeTop}>
          b
        </Dialog>
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeTop).toHaveBeenCalledTimes(1);
    expect(closeLower).not.toHaveBeenCalled();
  });
});
