/** The SMS code rules (designed here; the spec leaves them open). */
export const SMS_LIMITS = {
  /** A code is valid this long. */
  codeTtlSeconds: 300,
  /** At most one code per phone in this many seconds (any purpose). */
  resendSeconds: 60,
  /** At most this many codes per phone in 24 hours. */
  perPhonePerDay: 10,
  /** This many wrong tries kill a code. */
  maxWrongTries: 5,
  /** At most this many code requests per client address per hour. */
  perAddressPerHour: 30,
} as const;
