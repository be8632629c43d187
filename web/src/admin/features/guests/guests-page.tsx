import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ADMIN_API } from '#common/admin-api';
import type { AdminGuest } from '#common/guest-list-api';
import type { ApiFailure } from '../../api/admin-client';
import { startCards } from '../../api/admin-calls';
import { invitationWalk } from '../../api/invitation-handoff-calls';
import { sitePhase } from '../../api/invitation-calls';
import { useLoad } from '../../api/use-load';
import { LoadGate } from '../../components/load-gate';
import { failureText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { useRole } from '../../components/role-context';
import { NavLink } from '../../../lib/router/nav-link';
import { AddHouseholdForm } from './add-household-form';
import { CardPrinter } from '../../components/card-printer';
import { formatDay, formatMoment } from './format';
import { BulkInvite } from './bulk-invite';
import { ImportPanel } from './import-panel';
import { MailSend } from '../../components/mail-send';
import { InvitationWalkPanel } from './invitation-walk';
import { reminderDays } from '../../components/reminder-days';
import { useGuestList, type ListQuery } from './use-guest-list';
import { SETUP_SPOTS } from '../../components/setup-spots';
import { HouseholdCountsLine } from '../../components/household-counts';

interface GuestsPageProps {
  /** The path of a guest's own page. */
  guestPath: (id: number) => string;
  /** The couple's names, for the invitation written for WhatsApp. */
  couple: string;
  /** The site's language: the country of a phone number typed without + for a guest without a language. */
  onSignedOut: () => void;
}

interface GuestRowProps {
  guest: AdminGuest;
  href: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** The venue's zone: the reminders' days are said on its clock. */
  timeZone: string;
}

function GuestRow({ guest, href, selected, onSelect, timeZone }: GuestRowProps) {
  const { t } = useT();
  const helper = useRole() === 'helper';
  const status =
    guest.revokedAt !== null
      ? t('guests.revoked')
      : guest.lastVisitAt === null
        ? t('guests.neverOpened')
        : t('guests.lastVisit', { date: formatMoment(guest.lastVisitAt) });
  return (
    <li className={guest.revokedAt !== null ? 'guest revoked' : 'guest'}>
      {helper ? (
        <HelperGuestRow guest={guest} status={status} />
      ) : (
        <>
      <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-label={t('guests.select', { name: guest.name })} disabled={guest.revokedAt !== null} />
      <NavLink to={href} className="guest-link">
        <span className="guest-name">{guest.name}</span>
        {guest.language && <span className="badge">{guest.language.toUpperCase()}</span>}
        {guest.members.length > 1 && <span className="badge">{t('households.people', { count: guest.members.length })}</span>}
        {guest.note && <span className="guest-note">{guest.note}</span>}
        <span className="guest-status">
          {status} · {t('guests.visits', { count: guest.visitCount })}
        </span>
        <span className={`guest-mail mail-${guest.invitationMail}`}>
          {guest.invitationMail === 'none' && guest.invitationByHand ? null : t(`guests.mail.state.${guest.invitationMail}`)}
          {guest.invitationByHand &&
            `${guest.invitationMail === 'none' ? '' : ' · '}${t(`guests.handoff.${guest.invitationByHand.channel}`, { date: formatDay(guest.invitationByHand.at) })}`}
          {guest.reminders.length > 0 && ` · ${t('reminders.remindedOn', { days: reminderDays(guest.reminders, timeZone, adminLocale()) })}`}
        </span>
      </NavLink>
        </>
      )}
    </li>
  );
}

/**
 * A household as a helper for the day sees it (issue 38): its name, whether it came, and its link to give at the door;
 * no page of its own, nothing to select, send or print.
 */
function HelperGuestRow({ guest, status }: { guest: AdminGuest; status: string }) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="guest-link">
      <span className="guest-name">{guest.name}</span>
      {guest.members.length > 1 && <span className="badge">{t('households.people', { count: guest.members.length })}</span>}
      {guest.note && <span className="guest-note">{guest.note}</span>}
      <span className="guest-status">{status}</span>
      {guest.link && (
        <>
          <label htmlFor={`${id}-link`} className="visually-hidden">
            {t('guests.linkOf', { name: guest.name })}
          </label>
          <input id={`${id}-link`} className="guest-link-text" readOnly value={guest.link} onFocus={(event) => event.target.select()} />
        </>
      )}
    </div>
  );
}

/**
 * Who is invited, who has opened the site, whose link is off; add, paste, import, export, print (docs/product.md, the
 * couple's dashboard). A helper for the day sees the names and links only (roles.ts, issue 38).
 */
export function GuestsPage({ guestPath, couple, onSignedOut }: GuestsPageProps) {
  const { t } = useT();
  const id = useId();
  const list = useGuestList();
  const helper = useRole() === 'helper';
  const [selected, setSelected] = useState<Set<number>>(new Set());
  /** The invitation to an event is folded in the selection bar until opened: open, the bar would hide rows of a phone's list. */
  const [inviting, setInviting] = useState(false);
  const adding = useRef<HTMLDetailsElement>(null);
  /** The empty list's first step: the add form above opens, its first field takes the focus (and the screen scrolls to it). */
  const addFirst = () => {
    if (adding.current) adding.current.open = true;
    adding.current?.querySelector<HTMLElement>('form.add-guest input')?.focus();
  };
  const { page, query } = list;
  // Which send the list offers waits for the site's phase; without it (a failed call) none is offered.
  const phaseLoad = useLoad(sitePhase, onSignedOut);
  const phase = phaseLoad.value?.phase;
  // The households to invite by hand (a helper sends nothing).
  const walk = useLoad(invitationWalk, onSignedOut, { when: !helper });
  // The screen is drawn once the list, the phase and the walk have come (or failed), with what its parts load
  // themselves (LoadGate): drawn as each came, the panels above the list pushed it and its links down under the
  // couple's thumb as they tapped (a test's tap on the list's download landed where the link had been).
  const whole = (page !== undefined || list.failure !== undefined) && phaseLoad.settled && (helper || walk.settled);
  useEffect(() => {
    if (list.failure?.kind === 'signed-out') onSignedOut();
  }, [list.failure, onSignedOut]);
  const bulkFailure = useCallback((failure: ApiFailure) => failure.kind === 'signed-out' && onSignedOut(), [onSignedOut]);

  const select = (guestId: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(guestId);
      else next.delete(guestId);
      return next;
    });

  return (
    <section className="guests" aria-labelledby="guests-heading">
      <header className="page-header">
        <h1 id="guests-heading">{t('guests.heading')}</h1>
        {page && <HouseholdCountsLine counts={page.counts} />}
      </header>
      <LoadGate until={whole}>
        {/* Where the couple looks for it (issue 36): above the list, not below the last of 300 households. */}
        {!helper && (
          <>
            {page && page.total > 0 && <MailSend to="all" onSent={() => void list.reload()} onFailure={bulkFailure} phase={phase} />}

            <InvitationWalkPanel walk={walk.value} failure={walk.failure} couple={couple} phase={phase} guestPath={guestPath} onMarked={() => void list.reload()} onSignedOut={onSignedOut} />

            <details className="panel-group" id={SETUP_SPOTS.households} ref={adding}>
              <summary>{t('guests.actions')}</summary>
              <AddHouseholdForm onAdded={() => void list.reload()} />
              <ImportPanel onImported={() => void list.reload()} />
            </details>
          </>
        )}

        <div className="toolbar" role="search">
          <div className="field">
            <label htmlFor={`${id}-search`}>{t('guests.search')}</label>
            <input id={`${id}-search`} type="search" value={query.q} onChange={(event) => list.setQuery({ q: event.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-filter`}>{t('guests.filter')}</label>
            <select id={`${id}-filter`} value={query.filter} onChange={(event) => list.setQuery({ filter: event.target.value as ListQuery['filter'] })}>
              <option value="all">{t('guests.filterAll')}</option>
              <option value="never">{t('guests.filterNever')}</option>
              <option value="revoked">{t('guests.filterRevoked')}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-sort`}>{t('guests.sort')}</label>
            <select id={`${id}-sort`} value={query.sort} onChange={(event) => list.setQuery({ sort: event.target.value as ListQuery['sort'] })}>
              <option value="name">{t('guests.sortName')}</option>
              <option value="lastVisit">{t('guests.sortLastVisit')}</option>
              <option value="added">{t('guests.sortAdded')}</option>
            </select>
          </div>
        </div>

        {list.failure && list.failure.kind !== 'signed-out' && (
          <p className="error" role="alert">
            {failureText(t, list.failure)}
          </p>
        )}
        {page && (
          <>
            <p className="matching" role="status">
              {query.q || query.filter !== 'all' ? t('guests.matching', { count: page.matching }) : ''}
            </p>
            {page.total === 0 && !helper && (
              <div className="panel empty-state">
                <p>{t('guests.empty')}</p>
                <button type="button" className="primary" onClick={addFirst}>
                  {t('guests.addFirst')}
                </button>
              </div>
            )}
            {page.total > 0 && page.matching === 0 && <p>{t('guests.noMatch')}</p>}
            <ul className="guest-list" aria-busy={list.loading}>
              {page.guests.map((guest) => (
                <GuestRow
                  key={guest.id}
                  guest={guest}
                  href={guestPath(guest.id)}
                  selected={selected.has(guest.id)}
                  onSelect={(on) => select(guest.id, on)}
                  timeZone={page.timeZone}
                />
              ))}
            </ul>
            {page.guests.length < page.matching && (
              <SaveButton busy={list.loading} onClick={() => list.loading || list.showMore()}>
                {t('guests.showMore')}
              </SaveButton>
            )}
          </>
        )}

        {selected.size > 0 && !helper && (
          <div className="selection-bar">
            <p>{t('guests.selected', { count: selected.size })}</p>
            <CardPrinter start={() => startCards({ ids: [...selected] })} label={t('guests.printSelected')} />
            {/* Folded like the invitation to an event: open, the bar would hide rows of a phone's list. */}
            <details className="mail-send-toggle">
              <summary>{t('guests.mail.open')}</summary>
              <MailSend to={[...selected]} onSent={() => void list.reload()} onFailure={bulkFailure} phase={phase} />
            </details>
            <details className="bulk-invite-toggle" onToggle={(event) => setInviting(event.currentTarget.open)}>
              <summary>{t('households.bulk.open')}</summary>
              {inviting && <BulkInvite guestIds={[...selected]} onFailure={bulkFailure} />}
            </details>
            <button type="button" onClick={() => setSelected(new Set())}>
              {t('guests.clearSelection')}
            </button>
          </div>
        )}

        {!helper && (
          <div className="list-actions">
            <a className="button" href={ADMIN_API.export} download>
              {t('guests.export')}
            </a>
            <CardPrinter start={() => startCards({ all: true })} label={t('guests.printAll')} />
          </div>
        )}

        {page && (
          <figure className="visits-chart">
            <figcaption>{t('guests.chartHeading')}</figcaption>
            <img src={`${ADMIN_API.visitsChart}?locale=${adminLocale()}`} alt={t('guests.chartAlt')} width={600} height={160} />
            <p>{t('guests.passwordVisits', { count: page.passwordVisits })}</p>
          </figure>
        )}
      </LoadGate>
    </section>
  );
}
