import { useState } from 'react';
import { initialsOf } from '../../../elements/components/avatar';

/** A user's picture or initials; decorative, since the name beside it says who it is. */
export function UserAvatar({ imageUrl, name, email }: { imageUrl: string | null; name: string | null; email: string | null }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className="user-avatar" aria-hidden="true">
      {imageUrl && !broken ? <img src={imageUrl} alt="" referrerPolicy="no-referrer" onError={() => setBroken(true)} /> : initialsOf(name, email)}
    </span>
  );
}
