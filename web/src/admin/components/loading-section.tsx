import type { ApiFailure } from '../api/admin-client';
import { useT } from '../i18n/admin-i18n';
import { failureText } from './problem-text';

/** The one loading line of the dashboard: "Loading…" while what a screen shows is on its way, or why it did not come. */
export function LoadingLine({ failure }: { failure: ApiFailure | null }) {
  const { t } = useT();
  return <p role="status">{(failure && failureText(t, failure)) ?? t('common.loading')}</p>;
}

interface LoadingSectionProps {
  /** The id its heading takes (the section is named by it, as the loaded form is). */
  headingId: string;
  heading: string;
  level: 2 | 3;
  className?: string;
  /** Why the saved values did not come (useLoad's failure); null while they are on their way. */
  failure: ApiFailure | null;
}

/**
 * A form whose saved values are still coming: its heading and the loading line. The form's controls show once the
 * values are there: a choice made before they came would be overwritten by them.
 */
export function LoadingSection({ headingId, heading, level, className, failure }: LoadingSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <LoadingLine failure={failure} />
    </section>
  );
}
