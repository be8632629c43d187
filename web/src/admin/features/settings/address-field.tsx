import type { Ref } from 'react';

interface AddressFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with it, said under it in place of the help; null when nothing is. */
  problem: string | null;
  help: string;
  ref: Ref<HTMLInputElement>;
}

/**
 * One e-mail address typed in Settings (the test e-mail's, the answers' notices'): its label, and under it either
 * the help or what is wrong, which the field's description reads out when the form gives it the focus.
 */
export function AddressField({ id, label, value, onChange, problem, help, ref }: AddressFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem !== null || undefined}
        aria-describedby={`${id}-help`}
      />
      <p id={`${id}-help`} className={problem !== null ? 'error' : 'help'}>
        {problem ?? help}
      </p>
    </div>
  );
}
