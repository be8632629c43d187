import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LoadingLine } from './loading-section';

/** What a load under a gate tells it: it is on its way (`hold`), and, through the function hold returns, it came. */
interface Gate {
  hold: () => () => void;
}

const GateContext = createContext<Gate | null>(null);

/**
 * Holds the screen's gate, if there is one above, while `settled` is false: useLoad calls it for every load made
 * under the gate. A screen's loads made above it (in the component that draws the gate) are given as `until`.
 */
export function useGateHold(settled: boolean): void {
  const gate = useContext(GateContext);
  useLayoutEffect(() => {
    if (!gate || settled) return;
    return gate.hold();
  }, [gate, settled]);
}

/**
 * A screen of several parts that each load their own values is drawn once, when every load under it has come (or
 * failed: each part then says why in its own place), and "Loading…" until then. Drawn as each came, the parts above
 * pushed the ones below down the screen while the couple read and tapped them. The parts are mounted at once (their
 * loads start together) in a hidden wrapper; once shown, the screen stays shown while a part loads again.
 */
export function LoadGate({ until = true, children }: { /** The screen's own loads (made above the gate) have come. */ until?: boolean; children: ReactNode }) {
  const waiting = useRef(0);
  const [open, setOpen] = useState(false);
  // Moved by each load that came, so that the count is read after the commit's new loads have held the gate too.
  const [came, setCame] = useState(0);
  const gate = useMemo<Gate>(
    () => ({
      hold() {
        waiting.current++;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          waiting.current--;
          setCame((count) => count + 1);
        };
      },
    }),
    [],
  );
  // A parent's layout effect runs after its children's: the loads mounted in this commit have held the gate.
  useLayoutEffect(() => {
    if (!open && until && waiting.current === 0) setOpen(true);
  }, [open, until, came]);
  return (
    <GateContext.Provider value={gate}>
      {!open && <LoadingLine failure={null} />}
      <div className="load-gate" hidden={!open}>
        {children}
      </div>
    </GateContext.Provider>
  );
}
