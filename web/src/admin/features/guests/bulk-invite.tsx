import { useEffect, useId, useState } from 'react';
import type { AdminEvent } from '#common/invitation-api';
import { setEventGuests } from '../../api/household-calls';
import { invitation } from '../../api/invitation-calls';
import type { ApiFailure } from '../../api/admin-client';
import { ActionResult } from '../../components/action-result';
import { failureText, problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';

interface BulkInviteProps {
  /** The households selected in the list. */
  guestIds: number[];
  onFailure: (failure: ApiFailure) => void;
}

/**
 * The selected households invited to an event for invited guests, or the invitation taken back, in one request
 * (issue 19). The buttons stay focusable while it runs; the result is said beside them.
 */
export function BulkInvite({ guestIds, onFailure }: BulkInviteProps) {
  const { t } = useT();
  const textIn = useTextIn();
  const id = useId();
  const [events, setEvents] = useState<AdminEvent[] | undefined>();
  const [eventId, setEventId] = useState('');
  const [loadFailure, setLoadFailure] = useState<ApiFailure | undefined>();
  const save = useSave(() => onFailure({ kind: 'signed-out' }));

  useEffect(() => {
    let current = true;
    void invitation().then((result) => {
      if (!current) return;
      if (result.ok) return setEvents(result.value.events.filter((event) => event.audience === 'invited'));
      if (result.failure.kind === 'signed-out') onFailure(result.failure);
      setLoadFailure(result.failure);
    });
    return () => {
      current = false;
    };
  }, [onFailure]);

  const titleOf = (event: AdminEvent) => textIn(event.title) || t('households.invitation.untitled');

  async function send(invited: boolean) {
    if (save.pending) return;
    const event = events?.find((candidate) => String(candidate.id) === eventId);
    if (!event) return save.refuse([], t('households.bulk.pickEvent'));
    await save.run(() => setEventGuests(event.id, guestIds, invited), {
      saved: (saved) => t(invited ? 'households.bulk.invited' : 'households.bulk.uninvited', { count: guestIds.length, event: titleOf(saved) }),
      // No field here to show a problem beside: the first is said in the line.
      onRefused: (failure) => failure.kind === 'invalid' && failure.problems[0] && save.show({ text: problemText(t, failure.problems[0]), error: true }),
    });
  }

  if (events && events.length === 0) {
    return (
      <div className="bulk-invite">
        <p className="help">{t('households.bulk.noEvents')}</p>
      </div>
    );
  }
  return (
    <div className="bulk-invite">
      <div className="field">
        <label htmlFor={`${id}-event`}>
          {t('households.bulk.event')}
        </label>
        <select id={`${id}-event`} value={eventId} onChange={(event) => setEventId(event.target.value)} aria-busy={!events || undefined}>
          <option value="">{t('households.bulk.choose')}</option>
          {events?.map((event) => (
            <option key={event.id} value={event.id}>
              {titleOf(event)}
            </option>
          ))}
        </select>
      </div>
      <div className="row">
        <SaveButton className="primary" save={save} result={false} onClick={() => void send(true)}>
          {t('households.bulk.invite')}
        </SaveButton>
        <SaveButton save={save} result={false} onClick={() => void send(false)}>
          {t('households.bulk.uninvite')}
        </SaveButton>
      </div>
      <ActionResult message={save.message ?? (loadFailure ? { text: failureText(t, loadFailure) ?? '', error: true } : null)} />
    </div>
  );
}
