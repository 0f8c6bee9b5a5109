import { useState } from 'react';
import type { Team } from '../../core';
import { initialsOf } from './avatar';

/** A team's picture, or its initials when it has none (or it fails to load). Decorative: the team's name is beside it. */
export function TeamAvatar({ team }: { team: Pick<Team, 'displayName' | 'profileImageUrl'> }) {
  const [broken, setBroken] = useState(false);
  return (
    <span part="avatar" className="team-avatar" aria-hidden="true">
      {team.profileImageUrl && !broken ? <img src={team.profileImageUrl} alt="" referrerPolicy="no-referrer" onError={() => setBroken(true)} /> : initialsOf(team.displayName, null)}
    </span>
  );
}
