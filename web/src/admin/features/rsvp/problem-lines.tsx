import { useT } from '../../i18n/admin-i18n';
import { problemInLanguage } from '../../components/problem-text';
import type { Problem } from './field-problems';

/** The problems of one field, under it; its input names this element's id in aria-describedby. */
export function ProblemLines({ id, problems }: { id: string; problems: readonly Problem[] }) {
  const { t } = useT();
  if (problems.length === 0) return null;
  return (
    <div id={id}>
      {problems.map((problem, index) => (
        <p key={index} className="error">
          {problemInLanguage(t, problem)}
        </p>
      ))}
    </div>
  );
}

/** aria-describedby and aria-invalid of an input with these problems. */
export function problemAttributes(id: string, problems: readonly Problem[]) {
  return problems.length > 0 ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};
}
