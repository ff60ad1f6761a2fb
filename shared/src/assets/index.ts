/**
 * The static images of spec §2: a download image, three loading-carousel images and a not-found
 * placeholder (the logo is drawn inline: `Logo` in ../ui). Imported as URLs so whichever app
 * provides @portal/shared serves them.
 */
import defaultAvatarImage from './avatar.svg';
import downloadImage from './download.svg';
import loadingImage1 from './loading-1.svg';
import loadingImage2 from './loading-2.svg';
import loadingImage3 from './loading-3.svg';
import notFoundImage from './not-found.svg';
import unavailableImage from './unavailable.svg';

export const images = {
  download: downloadImage,
  loading: [loadingImage1, loadingImage2, loadingImage3] as const,
  notFound: notFoundImage,
  /** A section of the portal that cannot be reached right now. */
  unavailable: unavailableImage,
  /** Shown for a user without an avatar of their own. */
  defaultAvatar: defaultAvatarImage,
};
