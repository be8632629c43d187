import { useId } from 'react';
import type { GuestInvitation, InfoPage } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { Paragraphs } from './linked-text';

export interface ShownSection {
  heading: string;
  body: string;
}

/** A page's sections in `locale`; one with neither heading nor body in that language is not shown. */
export function sectionsIn(invitation: GuestInvitation | null, page: InfoPage, locale: Locale): ShownSection[] {
  return (invitation?.pages[page] ?? [])
    .map((section) => ({ heading: section.heading[locale]?.trim() ?? '', body: section.body[locale]?.trim() ?? '' }))
    .filter((section) => section.heading !== '' || section.body !== '');
}

function InfoSection({ section }: { section: ShownSection }) {
  const headingId = useId();
  return (
    <section className="info-section" aria-labelledby={section.heading ? headingId : undefined}>
      {section.heading && <h2 id={headingId}>{section.heading}</h2>}
      <Paragraphs text={section.body} />
    </section>
  );
}

/** The couple's sections of a page: a heading and paragraphs each, as text. */
export function InfoSections({ sections }: { sections: ShownSection[] }) {
  return (
    <>
      {sections.map((section, i) => (
        <InfoSection key={i} section={section} />
      ))}
    </>
  );
}
