import { useState } from 'react';
import type { DeviceLock, IdleMinutes } from '../../../db/device-lock';
import { removePin, saveIdleMinutes, savePin } from '../api/lock-actions';
import { pinProblem, type PinProblem } from '../../../config/permissions';

/** The idle time offered first. */
const DEFAULT_IDLE: IdleMinutes = 5;

export interface LockSettingsForm {
  pin: string;
  repeat: string;
  idle: IdleMinutes;
  setPin: (value: string) => void;
  setRepeat: (value: string) => void;
  setIdle: (value: IdleMinutes) => void;
  /** Why the new PIN is refused (an i18n key under pinError), per field. */
  problems: { pin?: PinProblem; repeat?: 'mismatch' };
  busy: boolean;
  /** Storage refused the change. */
  failed: boolean;
  save: () => Promise<void>;
  remove: () => Promise<void>;
}

/**
 * The "Lock this device" form: a new PIN (twice), or none to keep the current one, and the idle
 * time. `done` runs after a save or a removal.
 */
export function useLockSettings(lock: DeviceLock | null, done: () => void): LockSettingsForm {
  const [pin, setPinValue] = useState('');
  const [repeat, setRepeatValue] = useState('');
  const [idle, setIdle] = useState<IdleMinutes>(lock?.idleMinutes ?? DEFAULT_IDLE);
  const [problems, setProblems] = useState<LockSettingsForm['problems']>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await work();
      done();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const keep = lock !== null && pin === '' && repeat === '';
    if (!keep) {
      const problem = pinProblem(pin);
      const next = problem
        ? { pin: problem }
        : repeat !== pin
          ? { repeat: 'mismatch' as const }
          : {};
      setProblems(next);
      if (next.pin || next.repeat) return;
    }
    await run(() => (keep ? saveIdleMinutes(idle) : savePin(pin, idle)));
  };

  return {
    pin,
    repeat,
    idle,
    setPin: (value) => {
      setPinValue(value);
      setProblems({});
    },
    setRepeat: (value) => {
      setRepeatValue(value);
      setProblems((p) => ({ pin: p.pin }));
    },
    setIdle,
    problems,
    busy,
    failed,
    save,
    remove: () => run(removePin),
  };
}
