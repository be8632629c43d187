import { SaveButton } from '../../components/save-button';
import { useT } from '../../i18n/admin-i18n';

/** Which button moved a photo: focus goes back to the same one once the new order is saved. */
export type MoveControl = 'first' | 'up' | 'down';

interface PhotoMovesProps {
  /** "Photo 10": names the photo in each button's accessible name. */
  name: string;
  index: number;
  count: number;
  /** An order is being saved: the buttons say so (aria-disabled) but stay focusable, so focus never falls to the page. */
  busy: boolean;
  onMove: (to: number, control: MoveControl) => void;
}

/**
 * "First", up and down: one tap brings the tenth photo first on a phone, and a keyboard walks a photo one place at a
 * time with focus staying on the button pressed. At the ends a button is marked unavailable rather than disabled,
 * for the same reason; "First" is not shown on the first photo.
 */
export function PhotoMoves({ name, index, count, busy, onMove }: PhotoMovesProps) {
  const { t } = useT();
  const button = (control: MoveControl, to: number, possible: boolean, label: string, text: string) => (
    <SaveButton
      className={control === 'first' ? 'move-first' : 'move-step'}
      data-control={control}
      aria-label={label}
      busy={busy}
      unavailable={!possible}
      onClick={() => {
        if (!busy && possible) onMove(to, control);
      }}
    >
      {text}
    </SaveButton>
  );
  return (
    <div className="photo-moves">
      {index > 0 && button('first', 0, true, t('photos.firstNamed', { name }), t('photos.first'))}
      {button('up', index - 1, index > 0, t('order.upNamed', { name }), '↑')}
      {button('down', index + 1, index < count - 1, t('order.downNamed', { name }), '↓')}
    </div>
  );
}
