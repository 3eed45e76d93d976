import { useEffect, useState } from 'react';

/** The current minute as epoch ms, renewed each minute: "late" and "today" stay true. */
export function useMinute(): number {
  const floor = () => Math.floor(Date.now() / 60_000) * 60_000;
  const [minute, setMinute] = useState(floor);
  useEffect(() => {
    const timer = setInterval(() => setMinute(floor()), 5_000);
    return () => clearInterval(timer);
  }, []);
  return minute;
}
