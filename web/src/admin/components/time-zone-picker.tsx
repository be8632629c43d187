import './time-zone-picker.css';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '#common/locales';
import { useT } from '../i18n/admin-i18n';
import { isExactMatch, offsetLabel, sameZone, searchZones, zoneChoices, zoneLabel, zoneName, type ZoneChoice } from './time-zone-search';

/** The choices on screen at once: typing narrows them; each costs a formatter the first time it is shown. */
const SHOWN = 50;

interface TimeZonePickerProps {
  /** The text field's id, for its <label htmlFor>. */
  id: string;
  /** The IANA id saved ("Europe/Bucharest"). */
  value: string;
  onChange: (zone: string) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * A time zone found by its city, as the couple names it: "Bukarest", "Бухарест", "Bucarest" or "Bucharest" all
 * find Europe/Bucharest, which is what is saved. The ARIA combobox with a list that narrows as one types (the
 * first city found is picked by Enter; arrows move through the list; Escape puts back the city chosen before), so
 * it works by keyboard, by touch and with a screen reader.
 */
export function TimeZonePicker({ id, value, onChange, ...aria }: TimeZonePickerProps) {
  const { t, i18n } = useT();
  const locale = i18n.language as Locale;
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const input = useRef<HTMLInputElement>(null);
  /** What the couple is typing; null while the field shows the zone chosen. */
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** The city chosen, when it is not the zone's own (Munich for Europe/Berlin), so the field keeps saying it. */
  const [chosenCity, setChosenCity] = useState<{ zone: string; city: string } | null>(null);

  const label = zoneLabel(value, locale, chosenCity && chosenCity.zone === value ? chosenCity.city : undefined);
  const found = useMemo(() => (open ? searchZones(zoneChoices(locale), text ?? '') : []), [open, text, locale]);
  const shown = found.slice(0, SHOWN);

  const popup = useRef<HTMLDivElement>(null);
  const listShown = open && shown.length > 0;
  // The list opens below the field: on a phone the page scrolls it into view (clear of the tab bar, which the
  // page's scroll padding keeps free).
  useEffect(() => {
    if (listShown) popup.current?.scrollIntoView?.({ block: 'nearest' });
  }, [listShown]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  function choose(choice: ZoneChoice) {
    setChosenCity({ zone: choice.zone, city: choice.city });
    setText(null);
    setOpen(false);
    setActive(-1);
    onChange(choice.zone);
  }

  function close() {
    setText(null);
    setOpen(false);
    setActive(-1);
  }

  /** Opening the list shows where the chosen zone is in it, else starts at its top. */
  function openAt(step: 'first' | 'last') {
    const list = searchZones(zoneChoices(locale), text ?? '').slice(0, SHOWN);
    const current = text === null ? list.findIndex((choice) => sameZone(choice.zone, value)) : -1;
    setOpen(true);
    setActive(current >= 0 ? current : step === 'first' ? 0 : list.length - 1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt('first');
        else if (!event.altKey) setActive((index) => Math.min(index + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt('last');
        else setActive((index) => Math.max(index - 1, 0));
        break;
      case 'PageDown':
        if (open) {
          event.preventDefault();
          setActive((index) => Math.min(index + 10, shown.length - 1));
        }
        break;
      case 'PageUp':
        if (open) {
          event.preventDefault();
          setActive((index) => Math.max(index - 10, 0));
        }
        break;
      case 'Enter': {
        // Enter picks a city; it submits the form only once the list is closed.
        if (!open) break;
        event.preventDefault();
        const choice = shown[active];
        if (choice) choose(choice);
        break;
      }
      case 'Escape':
        if (open || text !== null) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  /** Leaving the field after typing a whole city name ("Bukarest") chooses it; anything else puts back the zone chosen. */
  function onBlur() {
    const exact = text !== null ? found.find((choice) => isExactMatch(choice, text)) : undefined;
    if (exact && !sameZone(exact.zone, value)) choose(exact);
    else close();
  }

  const noMatch = open && text !== null && found.length === 0;
  return (
    <div className="zone-picker">
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 && active < shown.length ? optionId(active) : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={text ?? label}
        onFocus={() => input.current?.select()}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          // The best city found is the one Enter picks.
          setActive(event.target.value.trim() ? 0 : -1);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        {...aria}
      />
      {/* The field keeps the focus (and a phone its keyboard) while a city is tapped or the list scrolled. */}
      <div ref={popup} className="zone-popup" hidden={!listShown} onMouseDown={(event) => event.preventDefault()}>
        {/* Focusable (never by Tab) like any scrolled region: the arrows in the field move through it. */}
        <ul id={listId} role="listbox" aria-label={t('timeZones.list')} tabIndex={-1}>
          {shown.map((choice, index) => {
            const name = zoneName(choice.zone, locale);
            return (
              <li
                key={choice.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={sameZone(choice.zone, value) ? 'chosen' : undefined}
                onClick={() => choose(choice)}
              >
                <span className="zone-city">{choice.city}</span>
                <span className="zone-detail">{name ? `${offsetLabel(choice.zone)} · ${name}` : offsetLabel(choice.zone)}</span>
              </li>
            );
          })}
        </ul>
        {found.length > SHOWN && <p className="zone-more">{t('timeZones.more')}</p>}
      </div>
      <p role="status" className={noMatch ? 'zone-status error' : 'zone-status'}>
        {noMatch ? t('timeZones.none', { query: text.trim() }) : ''}
      </p>
    </div>
  );
}
