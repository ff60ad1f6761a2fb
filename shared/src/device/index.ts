export { getDeviceId, generateDeviceId, DEVICE_ID_PATTERN } from './device-id';
