/**
 * Spec §4: `.enc` images are AES-CBC encrypted with a fixed 16-character default key. One
 * declaration for the client that decrypts (shared/src/media) and the server that encrypts
 * (its IMAGE_KEY default).
 */
export const DEFAULT_IMAGE_KEY = 'xgame-image-key!';
