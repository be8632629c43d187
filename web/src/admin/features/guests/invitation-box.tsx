import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminGuest } from '#common/guest-list-api';
import { MEMBER_LIMITS, type AdminEvent, type HouseholdInvitation } from '#common/invitation-api';
import { saveHouseholdInvitation } from '../../api/household-calls';
import { invitation } from '../../api/invitation-calls';
import type { ApiFailure } from '../../api/admin-client';
import { ActionResult } from '../../components/action-result';
import { LoadingLine } from '../../components/loading-section';
import { problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';

interface InvitationBoxProps {
  guest: AdminGuest;
  onSaved: (invitation: HouseholdInvitation) => void;
  onFailure: (failure: ApiFailure) => void;
}

/** A whole number from 0 to the limit, as typed; null for anything else. */
function extraGuestsOf(typed: string): number | null {
  const value = /^\s*\d{1,2}\s*$/.test(typed) ? Number(typed) : Number.NaN;
  return Number.isInteger(value) && value >= 0 && value <= MEMBER_LIMITS.extraGuests ? value : null;
}

/**
 * Which events a household is invited to (all of them, present and to come, or those ticked) and how many extra
 * guests it may bring (issue 19). Events for everyone are listed as such: nobody needs inviting to them. One Save;
 * the result beside it, a refused field beside the field.
 */
export function InvitationBox({ guest, onSaved, onFailure }: InvitationBoxProps) {
  const { t } = useT();
  const id = useId();
  const [events, setEvents] = useState<AdminEvent[] | undefined>();
  const [loadFailure, setLoadFailure] = useState<ApiFailure | undefined>();
  const [allEvents, setAllEvents] = useState(guest.allEvents);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [extra, setExtra] = useState(String(guest.extraGuests));
  const [extraProblem, setExtraProblem] = useState(false);
  const save = useSave(() => onFailure({ kind: 'signed-out' }));
  const eventProblems = save.problems;

  useEffect(() => {
    let current = true;
    void invitation().then((result) => {
      if (!current) return;
      if (!result.ok) {
        if (result.failure.kind === 'signed-out') onFailure(result.failure);
        return setLoadFailure(result.failure);
      }
      setEvents(result.value.events);
      setChosen(new Set(result.value.events.filter((event) => event.guestIds.includes(guest.id)).map((event) => event.id)));
    });
    return () => {
      current = false;
    };
  }, [guest.id, onFailure]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.pending || !events) return;
    const extraGuests = extraGuestsOf(extra);
    setExtraProblem(extraGuests === null);
    if (extraGuests === null) return save.refuse([], t('households.members.fix'));
    // Only events for invited guests are chosen here; an event for everyone needs no invitation.
    const eventIds = events.filter((e) => e.audience === 'invited' && chosen.has(e.id)).map((e) => e.id);
    await save.run(() => saveHouseholdInvitation(guest.id, { allEvents, eventIds, extraGuests }), {
      saved: t('households.invitation.saved'),
      onSaved: (saved) => {
        setAllEvents(saved.allEvents);
        setChosen(new Set(saved.eventIds));
        setExtra(String(saved.extraGuests));
        onSaved(saved);
      },
      notSaved: t('households.members.fix'),
    });
  }

  const textIn = useTextIn();
  const titleOf = (event: AdminEvent) => textIn(event.title) || t('households.invitation.untitled');
  const forInvited = events?.filter((event) => event.audience === 'invited') ?? [];
  const forEveryone = events?.filter((event) => event.audience === 'everyone') ?? [];
  const toggle = (eventId: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(eventId);
      else next.delete(eventId);
      return next;
    });

  return (
    <form className="panel invitation-box" aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={`${id}-heading`}>{t('households.invitation.heading')}</h2>
      {!events && <LoadingLine failure={loadFailure} />}
      {events && (
        <>
          {events.length === 0 && <p className="help">{t('households.invitation.noEvents')}</p>}
          <fieldset className="invitation-scope">
            <legend className="visually-hidden">{t('households.invitation.heading')}</legend>
            <div className="household-option">
              <input id={`${id}-all`} type="radio" name={`${id}-scope`} checked={allEvents} onChange={() => setAllEvents(true)} aria-describedby={`${id}-all-help`} />
              <label htmlFor={`${id}-all`}>{t('households.invitation.all')}</label>
            </div>
            <p id={`${id}-all-help`} className="help indented">
              {t('households.invitation.allHelp')}
            </p>
            <div className="household-option">
              <input id={`${id}-chosen`} type="radio" name={`${id}-scope`} checked={!allEvents} onChange={() => setAllEvents(false)} />
              <label htmlFor={`${id}-chosen`}>{t('households.invitation.chosen')}</label>
            </div>
          </fieldset>
          <fieldset className="household-events" disabled={allEvents} aria-describedby={eventProblems.length > 0 ? `${id}-events-problem` : undefined}>
            <legend>{t('households.invitation.events')}</legend>
            {forInvited.length === 0 && events.length > 0 && <p className="help">{t('households.invitation.noInvitedEvents')}</p>}
            {forInvited.map((event) => (
              <div className="household-option" key={event.id}>
                <input id={`${id}-event-${event.id}`} type="checkbox" checked={allEvents || chosen.has(event.id)} onChange={(change) => toggle(event.id, change.target.checked)} />
                <label htmlFor={`${id}-event-${event.id}`}>{titleOf(event)}</label>
              </div>
            ))}
            {eventProblems.length > 0 && (
              <p id={`${id}-events-problem`} className="error">
                {problemText(t, eventProblems[0]!)}
              </p>
            )}
          </fieldset>
          {forEveryone.length > 0 && (
            <ul className="everyone-events">
              {forEveryone.map((event) => (
                <li key={event.id}>{t('households.invitation.everyone', { title: titleOf(event) })}</li>
              ))}
            </ul>
          )}
          <div className="field">
            <label htmlFor={`${id}-extra`}>{t('households.invitation.extraGuests')}</label>
            <input
              id={`${id}-extra`}
              type="number"
              inputMode="numeric"
              min={0}
              max={MEMBER_LIMITS.extraGuests}
              step={1}
              value={extra}
              onChange={(event) => setExtra(event.target.value)}
              aria-invalid={extraProblem || undefined}
              aria-describedby={`${id}-extra-help${extraProblem ? ` ${id}-extra-problem` : ''}`}
            />
            <p id={`${id}-extra-help`} className="help">
              {t('households.invitation.extraGuestsHelp')}
            </p>
            {extraProblem && (
              <p id={`${id}-extra-problem`} className="error">
                {t('households.invitation.extraGuestsRange')}
              </p>
            )}
          </div>
          <div className="row">
            <SaveButton type="submit" className="primary" save={save} result={false} busyLabel={t('common.saving')}>
              {t('common.save')}
            </SaveButton>
          </div>
          <ActionResult message={save.message} />
        </>
      )}
    </form>
  );
}
