/** Failed logins (designed here): per account, then locked; per client address. */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  failuresPerAccount: 5,
  failuresPerAddress: 20,
} as const;

export const accountFailureKey = (loginName: string) => `login-fail:account:${loginName.toLowerCase()}`;
export const addressFailureKey = (address: string) => `login-fail:address:${address}`;
