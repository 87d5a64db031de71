import { useEffect, useState } from "react";

/** Spec §2 assessment timer: counts whole seconds while running (updated each second), holds while paused. */
export function useTimer(initialSeconds: number, running: boolean): number {
  const [elapsed, setElapsed] = useState(initialSeconds);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setElapsed((s) => s + 1), 1000);
    return () => clearInterval(id);
  }, [running]);
  return elapsed;
}
