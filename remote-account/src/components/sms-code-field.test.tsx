import { act, fireEvent, render, screen } from '@testing-library/react';
import { http } from '@portal/shared';
import { SmsCodeField } from './sms-code-field';

/** Spec §2 `other`: the code button counts down 60 s after a code was sent, then can send again. */
let sent: string[] = [];
beforeEach(() => {
  sent = [];
  jest.useFakeTimers();
  http.defaults.adapter = (async (config: { url?: string; data?: unknown }) => {
    sent.push(String(config.data));
    return { data: { code: 0, msg: '', data: { expiresIn: 300, resendIn: 60 } }, status: 200, statusText: 'OK', headers: {}, config };
  }) as unknown as typeof http.defaults.adapter;
});
afterEach(() => jest.useRealTimers());

function renderField(phone: string, onPhoneError = jest.fn()) {
  render(<SmsCodeField phone={phone} purpose="login" value="" onChange={() => undefined} onPhoneError={onPhoneError} />);
  return { button: screen.getByTestId('send-sms-code'), onPhoneError };
}

it('sends a code for the phone and counts down 60 seconds before allowing another', async () => {
  const { button } = renderField('13812345678');
  await act(async () => {
    fireEvent.click(button);
  });
  expect(new URLSearchParams(sent[0]).get('phone')).toBe('13812345678');
  expect(new URLSearchParams(sent[0]).get('purpose')).toBe('login');
  expect(button.textContent).toBe('60 秒后重发');
  expect((button as HTMLButtonElement).disabled).toBe(true);
  for (let i = 0; i < 59; i += 1) {
    act(() => {
      jest.advanceTimersByTime(1000);
    });
  }
  expect(button.textContent).toBe('1 秒后重发');
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(button.textContent).toBe('获取验证码');
  expect((button as HTMLButtonElement).disabled).toBe(false);
});

it('asks nothing of the server for a phone that breaks the rule, and says why', async () => {
  const { button, onPhoneError } = renderField('12012345678');
  await act(async () => {
    fireEvent.click(button);
  });
  expect(sent).toEqual([]);
  expect(onPhoneError).toHaveBeenCalledWith('手机号格式不正确');
  expect(button.textContent).toBe('获取验证码');
});
