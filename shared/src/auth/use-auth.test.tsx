import { act, render, screen } from '@testing-library/react';
import { selectIsLoggedIn } from './selectors';
import { authStore } from './store';
import { useAuth } from './use-auth';

function Who() {
  const name = useAuth((s) => s.account.name);
  const loggedIn = useAuth(selectIsLoggedIn);
  return <p>{`${name}:${loggedIn ? 'in' : 'out'}`}</p>;
}

afterEach(() => act(() => authStore.getState().logoutLocal()));

it('useAuth re-renders with the selected slice of the shared store', () => {
  render(<Who />);
  expect(screen.getByText('游客:out')).toBeTruthy();
  act(() => authStore.getState().setAccount({ uid: 'u1', name: '小明' }));
  expect(screen.getByText('小明:in')).toBeTruthy();
});
