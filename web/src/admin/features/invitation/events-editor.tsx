import { useCallback, useRef, useState } from 'react';
import type { AdminEvent, SitePhase } from '#common/invitation-api';
import type { ApiFailure } from '../../api/admin-client';
import { orderEvents, removeEvent } from '../../api/invitation-calls';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { moved, MoveButtons } from '../../components/move-buttons';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { invitedCount, whenOf } from './event-draft';
import { EventForm } from './event-form';
import { useHouseholds } from './use-households';
import { LazyDetails } from './lazy-details';
import { useListFocus } from './move-focus';
import { ActionResult } from '../../components/action-result';
import { failureText } from '../../components/problem-text';
import { SETUP_SPOTS } from '../../components/setup-spots';
import { useSave } from '../../components/use-save';

interface EventsEditorProps {
  events: AdminEvent[];
  phase: SitePhase;
  allEventsGuestIds: number[];
  siteTimeZone: string;
  onChange: (events: AdminEvent[]) => void;
  onSignedOut: () => void;
}

/** A removal waiting for the couple's yes: how many households are invited, as far as the screen knows. */
type Removal = { event: AdminEvent; index: number; households: number };

/**
 * The events in the order guests see them: each opens into its form, moves up or down (the focus stays on the
 * button), and is removed after one plain question, which says how many households are invited to it.
 */
export function EventsEditor({ events, phase, allEventsGuestIds, siteTimeZone, onChange, onSignedOut }: EventsEditorProps) {
  const { t } = useT();
  const locale = adminLocale();
  const textIn = useTextIn();
  const [removing, setRemoving] = useState<Removal | null>(null);
  // One line for the list, above it: what a move or a removal did.
  const order = useSave(onSignedOut);
  const heading = useRef<HTMLHeadingElement>(null);
  const { list, moving, removing: removingAt } = useListFocus(events, heading);
  const choices = useHouseholds(useCallback((failure: ApiFailure) => failure.kind === 'signed-out' && onSignedOut(), [onSignedOut]));

  const titleOf = (event: AdminEvent) => textIn(event.title) || t('invitation.events.untitled');
  const fail = (failure: ApiFailure) => {
    if (failure.kind === 'signed-out') return onSignedOut();
    order.show({ text: failureText(t, failure) ?? t('invitation.notSaved'), error: true });
  };

  async function reorder(event: AdminEvent, index: number, delta: number) {
    const ids = moved(events.map((e) => e.id), index, delta);
    await order.run(() => orderEvents(ids), {
      saved: t('invitation.events.movedTo', { title: titleOf(event), position: ids.indexOf(event.id) + 1, total: ids.length }),
      onSaved: (saved) => {
        moving(event.id, delta);
        onChange(saved.events);
      },
      changedMeanwhile: t('invitation.events.orderConflict'),
      notSaved: t('invitation.notSaved'),
    });
  }

  async function remove({ event, index }: Removal, confirmed: boolean) {
    setRemoving(null);
    const answer = await removeEvent(event.id, confirmed);
    if (!answer.ok && answer.failure.kind === 'has-invitations') {
      // Invited meanwhile (from the guest list, another tab): asked again, with the server's count.
      setRemoving({ event, index, households: answer.failure.households });
      return;
    }
    if (!answer.ok && answer.failure.kind !== 'not-found') return fail(answer.failure);
    const left = events.filter((e) => e.id !== event.id);
    removingAt(index);
    onChange(left);
    // The server turns the site back to the Save the Date with its last event (an invitation with no schedule).
    const words = left.length === 0 && phase === 'invitation' ? 'invitation.events.removedLast' : 'invitation.events.removed';
    order.show({ text: t(words, { title: titleOf(event) }), error: false });
  }

  return (
    <section className="panel events-editor" aria-labelledby="events-heading">
      <h2 id="events-heading" ref={heading} tabIndex={-1}>
        {t('invitation.events.heading')}
      </h2>
      <p className="help">{events.length === 0 ? t('invitation.events.none') : t('invitation.events.help')}</p>
      <ActionResult message={order.message} />
      <ol className="ordered-items" ref={list}>
        {events.map((event, index) => {
          const households = invitedCount(event, allEventsGuestIds);
          return (
            <li key={event.id} className="ordered-item" data-item-id={event.id}>
              <LazyDetails
                summary={
                  <>
                    <span className="item-title">{titleOf(event)}</span>
                    <span className="item-about">{whenOf(event, locale)}</span>
                    <span className="item-about">
                      {[event.place, event.audience === 'everyone' ? t('invitation.events.forEveryone') : t('invitation.events.forInvited', { count: households })].filter(Boolean).join(' · ')}
                    </span>
                  </>
                }
              >
                <EventForm
                  event={event}
                  siteTimeZone={siteTimeZone}
                  households={choices}
                  onSaved={(saved) => onChange(events.map((e) => (e.id === saved.id ? saved : e)))}
                  onSignedOut={onSignedOut}
                />
              </LazyDetails>
              <div className="row">
                <MoveButtons name={titleOf(event)} index={index} count={events.length} busy={order.pending} onMove={(delta) => void reorder(event, index, delta)} />
                <button type="button" className="danger-link" aria-label={t('invitation.events.removeNamed', { title: titleOf(event) })} onClick={() => setRemoving({ event, index, households })}>
                  {t('invitation.events.remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <LazyDetails className="panel-group add-item" id={SETUP_SPOTS.events} summary={t('invitation.events.addHeading')}>
        <EventForm event={null} siteTimeZone={siteTimeZone} households={choices} onSaved={(event) => onChange([...events, event])} onSignedOut={onSignedOut} />
      </LazyDetails>
      {removing && (
        <ConfirmDialog
          question={
            removing.households > 0
              ? t('invitation.events.removeInvitedQuestion', { title: titleOf(removing.event), count: removing.households })
              : t('invitation.events.removeQuestion', { title: titleOf(removing.event) })
          }
          confirmLabel={t('invitation.events.remove')}
          danger
          onConfirm={() => void remove(removing, removing.households > 0)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
