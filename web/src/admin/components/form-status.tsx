/**
 * What a save or an action answered, said in place: "Saved" in green, a refusal in red (docs/product.md, the couple's
 * dashboard).
 */
export type StatusMessage = { text: string; error: boolean } | null;

/** The live line under a form: always in the page, so a screen reader hears each new message. */
export function FormStatus({ message }: { message: StatusMessage }) {
  return (
    <p className={message?.error ? 'error' : 'success'} role="status">
      {message?.text ?? ''}
    </p>
  );
}
