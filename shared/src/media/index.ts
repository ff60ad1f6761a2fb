export { EncryptedImage, type EncryptedImageProps, type ImageState } from './encrypted-image';
export { imageTypeFromName, isEncryptedImage } from './image-type';
