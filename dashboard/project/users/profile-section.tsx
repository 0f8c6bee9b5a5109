import { useEffect, useState } from 'react';
import type { ServerUser } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { TextField } from '../../ui/text-field';
import { PROFILE_FIELDS } from '../../errors/form-fields';

/** The user's name, primary e-mail and picture; an empty field clears it. */
export function ProfileSection({ user, onSaved }: { user: ServerUser; onSaved(): void }) {
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [primaryEmail, setPrimaryEmail] = useState(user.primaryEmail ?? '');
  const [imageUrl, setImageUrl] = useState(user.profileImageUrl ?? '');
  const [saved, setSaved] = useState(false);
  // A change made elsewhere (e.g. a new primary e-mail in E-mails) refills the form, so saving never writes an old
  // value back; what the owner is typing survives the reloads that change nothing here.
  useEffect(() => {
    setDisplayName(user.displayName ?? '');
    setPrimaryEmail(user.primaryEmail ?? '');
    setImageUrl(user.profileImageUrl ?? '');
  }, [user.displayName, user.primaryEmail, user.profileImageUrl]);
  const save = useAction(PROFILE_FIELDS);
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return (
    <Section title="Profile">
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          void save.run(async () => {
            await user.update({ displayName: orNull(displayName), primaryEmail: orNull(primaryEmail), profileImageUrl: orNull(imageUrl) });
            setSaved(true);
            onSaved();
          });
        }}
      >
        <div className="grid-2">
          <TextField error={save.fieldError('displayName')} label="Display name" value={displayName} onChange={setDisplayName} maxLength={255} />
          <TextField error={save.fieldError('primaryEmail')} label="Primary e-mail" type="email" value={primaryEmail} onChange={setPrimaryEmail} />
        </div>
        <TextField
          error={save.fieldError('imageUrl')}
          label="Profile image URL"
          type="url"
          value={imageUrl}
          onChange={setImageUrl}
          hint="An https:// address of a picture; empty for initials."
        />
        <Alert message={save.error} />
        <Alert kind="success" message={saved ? 'Profile saved.' : null} />
        <div className="row">
          <button type="submit" className="button" disabled={save.busy}>
            Save profile
          </button>
        </div>
      </form>
    </Section>
  );
}
