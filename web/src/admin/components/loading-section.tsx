import type { ApiFailure } from '../api/admin-client';
import { useT } from '../i18n/admin-i18n';
import { failureText } from './problem-text';

/**
 * The one loading line of the dashboard: "Loading…" while what a screen or a part of it shows is on its way, or, once
 * it did not come, why, in red and said at once (role=alert).
 */
export function LoadingLine({ failure }: { failure: ApiFailure | null | undefined }) {
  const { t } = useT();
  const why = failure && failureText(t, failure);
  return why ? (
    <p role="alert" className="error">
      {why}
    </p>
  ) : (
    <p role="status">{t('common.loading')}</p>
  );
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
