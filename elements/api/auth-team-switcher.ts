import { ELEMENT_EVENTS } from '../../protocol/elements';
import type { ElementApi } from './element-api';
import { CSS_PROPERTIES, parts, SESSION_EVENTS, LANG_ATTRIBUTE, THEME_ATTRIBUTE } from './common';

/** `<auth-team-switcher>`: elements/README.md "Elements". */
export const TEAM_SWITCHER_API: ElementApi = {
  tag: 'auth-team-switcher',
  className: 'AuthTeamSwitcherElement',
  module: 'elements/entries/auth-team-switcher.ts',
  description: 'The user\'s current team and a menu of their teams to switch, plus "Create a team" where the project allows it.',
  attributes: [THEME_ATTRIBUTE, LANG_ATTRIBUTE],
  events: [
    ...SESSION_EVENTS,
    { name: ELEMENT_EVENTS.teamChanged, detail: '{ teamId: string | null }', description: 'The user picked (or created) their current team; null for none.' },
  ],
  slots: [],
  cssParts: parts('button', 'avatar', 'menu', 'menu-item'),
  cssProperties: CSS_PROPERTIES,
};
