import { useT } from '../i18n/admin-i18n';

interface LoadingSectionProps {
  /** The id its heading takes (the section is named by it, as the loaded form is). */
  headingId: string;
  heading: string;
  level: 2 | 3;
  className?: string;
  /** Why the saved values did not come, in words; null while they are on their way. */
  problem: string | null;
}

/**
 * A form whose saved values are still coming: its heading and a loading line, or why they did not come. The form's
 * controls show once the values are there: a choice made before they came would be overwritten by them.
 */
export function LoadingSection({ headingId, heading, level, className, problem }: LoadingSectionProps) {
  const { t } = useT();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <p role="status">{problem ?? t('common.loading')}</p>
    </section>
  );
}
