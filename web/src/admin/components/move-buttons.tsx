import { useT } from '../i18n/admin-i18n';
import { SaveButton } from './save-button';

/** The ids with the one at `index` moved by `delta` places (−1 up, +1 down). */
export function moved(ids: number[], index: number, delta: number): number[] {
  const target = index + delta;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

interface MoveButtonsProps {
  /** Names the item for a screen reader: "Move “When?” up". */
  name: string;
  index: number;
  count: number;
  /** A move (of the list's) is being saved: the buttons keep the focus, marked busy, and the move is ignored. */
  busy?: boolean;
  onMove: (delta: number) => void;
}

/** Up and down: the way to reorder with a keyboard, a screen reader, or a thumb where dragging is awkward. */
export function MoveButtons({ name, index, count, busy = false, onMove }: MoveButtonsProps) {
  const { t } = useT();
  return (
    <span className="move-buttons">
      <SaveButton busy={busy} disabled={index === 0} aria-label={t('order.upNamed', { name })} onClick={() => busy || onMove(-1)}>
        {t('order.up')}
      </SaveButton>
      <SaveButton busy={busy} disabled={index === count - 1} aria-label={t('order.downNamed', { name })} onClick={() => busy || onMove(1)}>
        {t('order.down')}
      </SaveButton>
    </span>
  );
}
