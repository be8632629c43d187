import { useT } from '../i18n/admin-i18n';

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
  disabled?: boolean;
  onMove: (delta: number) => void;
}

/** Up and down: the way to reorder with a keyboard, a screen reader, or a thumb where dragging is awkward. */
export function MoveButtons({ name, index, count, disabled = false, onMove }: MoveButtonsProps) {
  const { t } = useT();
  return (
    <span className="move-buttons">
      <button type="button" disabled={disabled || index === 0} aria-label={t('order.upNamed', { name })} onClick={() => onMove(-1)}>
        {t('order.up')}
      </button>
      <button type="button" disabled={disabled || index === count - 1} aria-label={t('order.downNamed', { name })} onClick={() => onMove(1)}>
        {t('order.down')}
      </button>
    </span>
  );
}
