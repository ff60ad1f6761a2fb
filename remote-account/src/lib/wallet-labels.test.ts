import { formatCoinChange, formatYuan, orderStatusLabel, reasonLabel } from './wallet-labels';

describe('wallet labels', () => {
  it('formats prices in fen as yuan', () => {
    expect(formatYuan(600)).toBe('¥6');
    expect(formatYuan(650)).toBe('¥6.50');
    expect(formatYuan(1)).toBe('¥0.01');
  });
  it('signs ledger amounts', () => {
    expect(formatCoinChange(60)).toBe('+60');
    expect(formatCoinChange(-30)).toBe('−30');
    expect(formatCoinChange(0)).toBe('0');
  });
  it('names reasons and statuses in Chinese', () => {
    expect(reasonLabel('recharge')).toBe('充值');
    expect(reasonLabel('purchase')).toBe('购买游戏');
    expect(reasonLabel('vip')).toBe('开通会员');
    expect(reasonLabel('grant')).toBe('赠送');
    expect(reasonLabel('refund')).toBe('退款');
    expect(reasonLabel('x')).toBe('其他');
    expect(reasonLabel('grant', 'checkin:2026-11-25')).toBe('签到奖励');
    expect(reasonLabel('purchase', 'checkin-makeup:2026-11-20')).toBe('补签');
    expect(reasonLabel('grant', 'task:1001:2026-11-25:1')).toBe('活动奖励');
    expect(reasonLabel('purchase', 'game:1001')).toBe('购买游戏');
    expect(orderStatusLabel('pending')).toBe('待支付');
    expect(orderStatusLabel('paid')).toBe('已支付');
    expect(orderStatusLabel('cancelled')).toBe('已取消');
    expect(orderStatusLabel('expired')).toBe('已过期');
  });
});
