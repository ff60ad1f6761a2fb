import { ApiError } from '../api/api-error';
import { ResultCode, type SpendingRefusal } from '../types';
import { closeSpendingRefusal, refusalFigures, showSpendingRefusal, spendingRefusalOf, spendingRefusalStore } from './spending-refusal';

const minor: SpendingRefusal = {
  band: 'under16',
  perPaymentCents: 5000,
  perMonthCents: 20000,
  spentThisMonthCents: 18000,
  leftThisMonthCents: 2000,
  amountCents: 3000,
};

describe('spending refusals', () => {
  it('recognises the player-protection codes with their figures, and nothing else', () => {
    const refused = new ApiError({ code: ResultCode.minorMonthlyLimit, message: '超过本月额度', status: 403, data: minor });
    expect(spendingRefusalOf(refused)).toEqual({ code: ResultCode.minorMonthlyLimit, message: '超过本月额度', data: minor });
    expect(spendingRefusalOf(new ApiError({ code: ResultCode.insufficientBalance, message: '余额不足' }))).toBeNull();
    expect(spendingRefusalOf(new Error('x'))).toBeNull();
  });

  it("shows a minor's limits and what is left; nothing for the unverified", () => {
    expect(refusalFigures(minor)).toEqual([
      '单次支付上限：¥50',
      '每月充值上限：¥200',
      '本月已充值：¥180',
      '本月剩余额度：¥20',
      '本次支付：¥30',
    ]);
    expect(refusalFigures({ ...minor, band: 'unverified' })).toEqual([]);
    expect(refusalFigures({ ...minor, band: 'under8' })).toEqual(['未满8周岁：不能充值和消费']);
  });

  it('opens the one refusal dialog only for a spending refusal', () => {
    expect(showSpendingRefusal(new ApiError({ code: ResultCode.gameNotFound, message: '游戏不存在' }))).toBe(false);
    expect(spendingRefusalStore.getState().notice).toBeNull();
    expect(showSpendingRefusal(new ApiError({ code: ResultCode.realNameRequired, message: '请先实名', data: null }))).toBe(true);
    expect(spendingRefusalStore.getState().notice).toMatchObject({ code: ResultCode.realNameRequired, data: null });
    closeSpendingRefusal();
    expect(spendingRefusalStore.getState().notice).toBeNull();
  });
});
