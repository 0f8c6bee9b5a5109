/** The `<auth-team-switcher>` chunk. Attributes: theme. Event: `team-changed` ({ teamId }). */
import { TEAM_SWITCHER_ATTRIBUTES } from '../attributes/auth-team-switcher';
import { defineElement } from '../define-element';
import { TeamSwitcherElement } from '../components/team-switcher-element';
import { teamSwitcherCss } from '../styles/team-switcher-css';

export function define(): void {
  // Its styles set the host's box (inline, button-sized): they must apply before the first render, or the page shifts.
  defineElement('auth-team-switcher', TeamSwitcherElement, TEAM_SWITCHER_ATTRIBUTES, teamSwitcherCss);
}
