import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/admin-i18n';
import type { HouseholdChoice } from './use-households';

interface EventHouseholdsProps {
  id: string;
  households: HouseholdChoice[] | null;
  /** The households ticked, saved with the event. */
  chosen: ReadonlySet<number>;
  onChange: (chosen: Set<number>) => void;
}

/**
 * Who is invited to an event for invited households, ticked in the event's own form (issue 28): every household with
 * a box, and "all households" to tick or clear them at once. Those invited to every event are ticked and fixed here:
 * their own page changes that.
 */
export function EventHouseholds({ id, households, chosen, onChange }: EventHouseholdsProps) {
  const { t } = useT();
  const all = useRef<HTMLInputElement>(null);
  const free = (households ?? []).filter((household) => !household.allEvents);
  const ticked = free.filter((household) => chosen.has(household.id)).length;
  // Some ticked, not all: the box says so (a state only a script can set).
  useEffect(() => {
    if (all.current) all.current.indeterminate = ticked > 0 && ticked < free.length;
  }, [ticked, free.length]);

  const toggle = (guestId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(guestId);
    else next.delete(guestId);
    onChange(next);
  };

  return (
    <fieldset className="event-households" aria-describedby={`${id}-help`} aria-busy={households === null || undefined}>
      <legend>{t('invitation.eventForm.households')}</legend>
      <p id={`${id}-help`} className="help">
        {households?.length === 0 ? t('invitation.eventForm.noHouseholds') : t('invitation.eventForm.householdsHelp')}
      </p>
      {households && households.length > 0 && (
        <>
          <div className="household-option">
            <input
              ref={all}
              id={`${id}-all`}
              type="checkbox"
              checked={free.length > 0 && ticked === free.length}
              disabled={free.length === 0}
              onChange={(event) => onChange(event.target.checked ? new Set([...chosen, ...free.map((household) => household.id)]) : new Set())}
            />
            <label htmlFor={`${id}-all`}>{t('invitation.eventForm.allHouseholds', { count: households.length })}</label>
          </div>
          <ul className="event-household-list">
            {households.map((household) => (
              <li key={household.id} className="household-option">
                <input
                  id={`${id}-${household.id}`}
                  type="checkbox"
                  checked={household.allEvents || chosen.has(household.id)}
                  disabled={household.allEvents}
                  onChange={(event) => toggle(household.id, event.target.checked)}
                />
                <label htmlFor={`${id}-${household.id}`}>
                  {household.allEvents ? t('invitation.eventForm.invitedToAll', { name: household.name }) : household.name}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
