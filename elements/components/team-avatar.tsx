import { useState } from 'react';
import type { Team } from '../../core';

/**
 * Up to two initials of a team's name. (Not avatar.tsx's `initialsOf`: that module is folded into the user button's
 * chunk, which the teams chunks would then download whole.)
 */
function initials(name: string): string {
  return (
    name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => [...word][0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

/** A team's picture, or its initials when it has none (or it fails to load). Decorative: the team's name is beside it. */
export function TeamAvatar({ team }: { team: Pick<Team, 'displayName' | 'profileImageUrl'> }) {
  const [broken, setBroken] = useState(false);
  return (
    <span part="avatar" className="team-avatar" aria-hidden="true">
      {team.profileImageUrl && !broken ? <img src={team.profileImageUrl} alt="" referrerPolicy="no-referrer" onError={() => setBroken(true)} /> : initials(team.displayName)}
    </span>
  );
}
