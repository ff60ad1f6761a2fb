import { render, screen } from '@testing-library/react';
import type { GameDetail } from '@portal/shared';
import { ComplianceBlock } from './compliance-block';

const game = (privacyPolicyUrl: string): GameDetail => ({
  id: 1001,
  appID: 1001,
  name: '测试游戏',
  banners: '[]',
  icon: '',
  summary: '',
  categoryId: 1,
  tags: [],
  isIos: false,
  isAndroid: true,
  isH5: false,
  onlineType: 0,
  buyAmount: 0,
  downloadCount: 0,
  updatedAt: '2025-01-01',
  description: '',
  screenshots: [],
  developer: '开发者',
  version: '1.0',
  packageSize: 0,
  licenceNumber: '',
  ageRating: '',
  permissions: [],
  privacyPolicyUrl,
  owned: false,
});

describe('the privacy policy link of a game', () => {
  it('links an http(s) address in a new tab', () => {
    render(<ComplianceBlock game={game('https://example.com/privacy')} />);
    const link = screen.getByRole('link', { name: '隐私政策' });
    expect(link.getAttribute('href')).toBe('https://example.com/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it.each(['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'javascript:alert(1)'])(
    'shows %s as not provided instead of a link',
    (url) => {
      const { container } = render(<ComplianceBlock game={game(url)} />);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('隐私政策暂未提供')).toBeTruthy();
      expect(container.innerHTML).not.toMatch(/data:|vbscript:|javascript:/);
    },
  );
});
