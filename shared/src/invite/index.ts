export {
  captureInviteCode,
  channelIdFromSearch,
  clearInviteCode,
  inviteCodeFromSearch,
  readInviteCode,
  DEFAULT_CHANNEL_ID,
} from './invite-code';
