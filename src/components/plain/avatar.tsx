import { useState } from 'react';

interface AvatarProps {
  /** The picture; without one, or when it does not load, the first letter of the name. */
  src: string | undefined;
  name: string;
}

/** A round picture or initial: MUI's Avatar with the theme. */
export function Avatar({ src, name }: AvatarProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const picture = src && failed !== src ? src : undefined;
  return (
    <span className="ld-avatar">
      {picture ? (
        <img src={picture} alt={name} onError={() => setFailed(picture)} />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </span>
  );
}
