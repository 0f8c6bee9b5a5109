import { useState } from 'react';
import type { ServerContactChannel, ServerUser } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { TextField } from '../../ui/text-field';
import { CONTACT_CHANNEL_FIELDS } from '../../errors/form-fields';

/** The user's e-mail addresses: add one, mark it verified, make it primary, delete it. */
export function ContactChannelsSection({ user, onChanged }: { user: ServerUser; onChanged(): void }) {
  const channels = useLoad(() => user.listContactChannels(), [user]);
  const [email, setEmail] = useState('');
  const act = useAction(CONTACT_CHANNEL_FIELDS);
  const change = (action: () => Promise<unknown>) =>
    void act.run(action).then((done) => {
      if (done) onChanged(); // the primary e-mail in the header may have changed; the list reloads with the user
    });
  const actions = (channel: ServerContactChannel) => (
    <div className="actions">
      {!channel.isVerified ? (
        <button type="button" className="button secondary small" disabled={act.busy} onClick={() => change(() => channel.update({ isVerified: true }))}>
          Mark verified
        </button>
      ) : null}
      {!channel.isPrimary ? (
        <button type="button" className="button secondary small" disabled={act.busy} onClick={() => change(() => channel.update({ isPrimary: true }))}>
          Make primary
        </button>
      ) : null}
      <button type="button" className="button secondary small" disabled={act.busy} aria-label={`Delete ${channel.value}`} onClick={() => change(() => channel.delete())}>
        Delete
      </button>
    </div>
  );
  return (
    <Section title="E-mails">
      <Alert message={channels.error ?? act.error} />
      {channels.value === undefined ? (
        <p role="status">Loading…</p>
      ) : (
        <div className="table-wrap">
          <table aria-label="E-mails" className="stacked">
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {channels.value.map((channel) => (
                <tr key={channel.id}>
                  <td data-label="Address">{channel.value}</td>
                  <td data-label="Status">
                    <span className="row">
                      {channel.isPrimary ? <span className="badge">Primary</span> : null}
                      {channel.isVerified ? <span className="badge good">Verified</span> : <span className="badge">Unverified</span>}
                      {channel.usedForAuth ? <span className="badge">Sign-in</span> : null}
                    </span>
                  </td>
                  <td data-label="">{actions(channel)}</td>
                </tr>
              ))}
              {channels.value.length === 0 ? (
                <tr>
                  <td colSpan={3} className="muted">
                    No e-mail address.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
      <form
        className="row align-end"
        onSubmit={(event) => {
          event.preventDefault();
          change(async () => {
            await user.createContactChannel({ type: 'email', value: email.trim(), usedForAuth: false });
            setEmail('');
          });
        }}
      >
        <TextField error={act.fieldError('email')} label="Add an e-mail" type="email" value={email} onChange={setEmail} required />
        <button type="submit" className="button secondary" disabled={act.busy || email.trim() === ''}>
          Add e-mail
        </button>
      </form>
    </Section>
  );
}
