/**
 * Private messages' limits (issue 14), one declaration for the server (which enforces them)
 * and remote-account (which counts characters while typing). The flood limits let a real
 * conversation flow (a message a second, 20 a minute) and stop a script sending to everyone.
 */
export const CHAT_LIMITS = {
  messageMaxLength: 500,
  /** Messages one account may send in a minute, and in a day. */
  perMinute: 20,
  perDay: 500,
  /** Conversations and messages per page. */
  conversationsPageSize: 20,
  messagesPageSize: 30,
} as const;
