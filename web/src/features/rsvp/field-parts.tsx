/** Small pieces every field of the form uses: its issue's text, and the attributes that tie the control to it. */
import type { FieldIssue } from './field-issues';
import { issueId } from './field-issues';

/** aria-invalid and aria-describedby for a control with an issue (and its hint, if it has one). */
export function describedBy(id: string, issue: FieldIssue | undefined, hintId?: string) {
  const ids = [hintId, issue ? issueId(id) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': issue ? true : undefined, 'aria-describedby': ids || undefined };
}

/** The text under a field that says what is wrong with it. */
export function IssueLine({ id, issue, text }: { id: string; issue: FieldIssue | undefined; text: string }) {
  if (!issue) return null;
  return (
    <p id={issueId(id)} className="rsvp-issue">
      {text}
    </p>
  );
}
