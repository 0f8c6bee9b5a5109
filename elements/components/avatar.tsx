import { useState } from 'react';

/** Up to two initials from a name, or the first letter of an e-mail address. */
export function initialsOf(name: string | null, email: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0)
    return words
      .slice(0, 2)
      .map((word) => [...word][0]?.toUpperCase() ?? '')
      .join('');
  return [...(email ?? '?').trim()][0]?.toUpperCase() ?? '?';
}

/** The user's picture, or their initials when there is none (or it fails to load). Decorative: the button is labelled. */
export function Avatar({ imageUrl, name, email }: { imageUrl: string | null; name: string | null; email: string | null }) {
  const [broken, setBroken] = useState(false);
  return (
    <span part="avatar" className="avatar" aria-hidden="true">
      {imageUrl && !broken ? <img src={imageUrl} alt="" referrerPolicy="no-referrer" onError={() => setBroken(true)} /> : initialsOf(name, email)}
    </span>
  );
}
