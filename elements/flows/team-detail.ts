import { atom, type ReadableAtom } from 'nanostores';
import type { CurrentUser, EditableTeamMemberProfile, SentTeamInvitation, Team, TeamUser } from '../../core';
import type { UiStringKey } from '../i18n/en';
import { createAction, type ActionStore } from './action';
import type { FlowEnv } from './flow-env';
import { validateEmail } from './validate-credentials';

/** What the viewer may do in the team: the system permissions (docs/wire.md §7) the controls depend on. */
type TeamAbilities = { update: boolean; delete: boolean; readMembers: boolean; invite: boolean; removeMembers: boolean; manageApiKeys: boolean };

/** What the opened team shows; lists are null when the viewer may not see them. */
type TeamDetail = {
  abilities: TeamAbilities;
  /** The viewer's own permissions in the team, by id (recursive). */
  permissions: string[];
  members: TeamUser[] | null;
  invitations: SentTeamInvitation[] | null;
  profile: EditableTeamMemberProfile;
};

/** A line for the polite status region: a table key and its values. */
type TeamNotice = { key: UiStringKey; values?: Record<string, string> } | null;

export type TeamDetailStore = {
  readonly $detail: ReadableAtom<TeamDetail | undefined>;
  readonly $notice: ReadableAtom<TeamNotice>;
  /** Leaving or deleting, asked and waiting for the visitor to confirm. */
  readonly $confirming: ReadableAtom<'leave' | 'delete' | null>;
  /** What is wrong with the address being invited. */
  readonly $inviteError: ReadableAtom<UiStringKey | null>;
  readonly action: ActionStore;
  load(): Promise<boolean>;
  update(patch: { displayName: string; profileImageUrl: string }): Promise<boolean>;
  invite(email: string): Promise<boolean>;
  revoke(invitation: SentTeamInvitation): Promise<boolean>;
  removeMember(member: TeamUser): Promise<boolean>;
  saveProfile(displayName: string): Promise<boolean>;
  ask(what: 'leave' | 'delete'): void;
  cancel(): void;
  /** Leaves or deletes the team as confirmed; resolves true when it is gone from the user's teams. */
  confirm(): Promise<boolean>;
  editInvite(): void;
};

const has = (permissions: readonly string[], id: string) => permissions.includes(id);

/**
 * One team opened in account settings: its name and picture (`$update_team`), members (`$read_members`) and removing
 * them (`$remove_members`), inviting by e-mail (`$invite_members`) and pending invitations, the viewer's profile in
 * it, leaving, and deleting it (`$delete_team`). `listPermissions` says which of these the viewer holds, so the
 * screen shows only the controls that will work.
 */
export function createTeamDetail(env: FlowEnv, user: CurrentUser, team: Team, listPermissions: (team: Team) => Promise<{ id: string }[]>): TeamDetailStore {
  const $detail = atom<TeamDetail | undefined>(undefined);
  const $notice = atom<TeamNotice>(null);
  const $confirming = atom<'leave' | 'delete' | null>(null);
  const $inviteError = atom<UiStringKey | null>(null);
  const action = createAction(env);

  const reload = async () => {
    const permissions = (await listPermissions(team)).map((permission) => permission.id).sort();
    const abilities: TeamAbilities = {
      update: has(permissions, '$update_team'),
      delete: has(permissions, '$delete_team'),
      readMembers: has(permissions, '$read_members'),
      invite: has(permissions, '$invite_members'),
      removeMembers: has(permissions, '$remove_members'),
      manageApiKeys: has(permissions, '$manage_api_keys'),
    };
    const [members, invitations, profile] = await Promise.all([
      abilities.readMembers ? team.listUsers() : Promise.resolve(null),
      abilities.readMembers && abilities.invite ? team.listInvitations() : Promise.resolve(null),
      user.getTeamProfile(team),
    ]);
    $detail.set({ abilities, permissions, members, invitations, profile });
  };
  const change = (work: () => Promise<unknown>, notice: TeamNotice = { key: 'common.saved' }) =>
    action.run(async () => {
      $notice.set(null);
      try {
        await work();
        $notice.set(notice);
      } finally {
        await reload();
      }
    });

  return {
    $detail,
    $notice,
    $confirming,
    $inviteError,
    action,
    load: () => action.run(reload),
    update: ({ displayName, profileImageUrl }) =>
      change(() => team.update({ displayName: displayName.trim() || team.displayName, profileImageUrl: profileImageUrl.trim() || null })),
    async invite(entered) {
      const email = entered.trim();
      const invalid = validateEmail(email);
      $inviteError.set(invalid);
      if (invalid) return false;
      return change(() => team.inviteUser({ email }), { key: 'teams.invited', values: { email } });
    },
    revoke: (invitation) => change(() => invitation.revoke()),
    removeMember: (member) => change(() => team.removeUser(member.id)),
    saveProfile: (displayName) => change(async () => (await user.getTeamProfile(team)).update({ displayName: displayName.trim() })),
    ask: (what) => $confirming.set(what),
    cancel: () => $confirming.set(null),
    confirm: () =>
      action.run(async () => {
        const what = $confirming.get();
        if (what === 'leave') await user.leaveTeam(team);
        else if (what === 'delete') await team.delete();
        $confirming.set(null);
      }),
    editInvite: () => $inviteError.set(null),
  };
}
