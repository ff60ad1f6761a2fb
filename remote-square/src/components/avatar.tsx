import { useState } from 'react';
import { images } from '@portal/shared';

/** A round avatar; the portal's default picture when there is none or it fails to load. */
export function Avatar({ src, name, size = 40 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="ps-avatar"
      src={src && !failed ? src : images.defaultAvatar}
      alt={`${name}的头像`}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
