import { render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '@portal/shared';
import { act } from 'react';
import { authStore } from '@portal/shared';
import { isLeavingProfile, useVipConfigResetOnLeavingProfile } from './vip-config-reset';
import { useLocation } from '@portal/shared';

/** Spec §2: leaving the profile route resets the stored vip config to type 0 and source 0. */
describe('isLeavingProfile', () => {
  it('is true only when going from /profile to another path', () => {
    expect(isLeavingProfile('/profile', '/')).toBe(true);
    expect(isLeavingProfile('/profile', '/recharge')).toBe(true);
    expect(isLeavingProfile('/profile', '/profile')).toBe(false);
    expect(isLeavingProfile('/detail/1', '/profile')).toBe(false);
    expect(isLeavingProfile(undefined, '/')).toBe(false);
  });
});

let navigate: (to: string) => void = () => undefined;
function Probe() {
  navigate = useNavigate();
  useVipConfigResetOnLeavingProfile(useLocation().pathname);
  return null;
}

it('resets vipconfig to {0, 0} when the user leaves profile, and not before', () => {
  authStore.getState().setVipConfig({ type: 1, source: 1001 });
  render(
    <MemoryRouter initialEntries={['/detail/1001']}>
      <Probe />
    </MemoryRouter>,
  );
  act(() => navigate('/profile?pop=1'));
  expect(authStore.getState().vipConfig).toEqual({ type: 1, source: 1001 });
  act(() => navigate('/recharge'));
  expect(authStore.getState().vipConfig).toEqual({ type: 0, source: 0 });
});
