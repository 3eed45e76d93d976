import { useState } from 'react';
import type { DeviceLock, IdleMinutes } from '../../../db/device-lock';
import { ApiError, generalMessage } from '../../../lib/errors';
import { removePin, saveIdleMinutes, savePin } from '../api/lock-actions';
import { NeedsNetworkError, turnOffTeam, turnOnTeam } from '../api/team-sign-in';
import { pinProblem, type PinProblem } from '../../../config/permissions';

/** The idle time offered first. */
const DEFAULT_IDLE: IdleMinutes = 5;

/** Why a save did not happen: storage refused it, no network, or the server's words. */
export type SettingsFailure =
  { kind: 'storage' } | { kind: 'offline' } | { kind: 'server'; message: string };

export interface LockSettingsForm {
  pin: string;
  repeat: string;
  idle: IdleMinutes;
  /** Team sign-in on this device (docs/staff-access.md). */
  team: boolean;
  setPin: (value: string) => void;
  setRepeat: (value: string) => void;
  setIdle: (value: IdleMinutes) => void;
  setTeam: (value: boolean) => void;
  /** Why the new PIN is refused (an i18n key under pinError), per field. */
  problems: { pin?: PinProblem | 'teamPin'; repeat?: 'mismatch' };
  busy: boolean;
  failure: SettingsFailure | null;
  save: () => Promise<void>;
  remove: () => Promise<void>;
}

function failureOf(err: unknown): SettingsFailure {
  if (err instanceof NeedsNetworkError) return { kind: 'offline' };
  if (err instanceof ApiError) {
    return err.kind === 'http'
      ? { kind: 'server', message: generalMessage(err) }
      : { kind: 'offline' };
  }
  return { kind: 'storage' };
}

/**
 * The "Lock this device" form: a new PIN (twice), or none to keep the current one, the idle
 * time, and team sign-in, which needs the device PIN typed (it seals the owner's session).
 * `done` runs after a save or a removal.
 */
export function useLockSettings(lock: DeviceLock | null, done: () => void): LockSettingsForm {
  const [pin, setPinValue] = useState('');
  const [repeat, setRepeatValue] = useState('');
  const [idle, setIdle] = useState<IdleMinutes>(lock?.idleMinutes ?? DEFAULT_IDLE);
  const [team, setTeam] = useState(Boolean(lock?.team));
  const [problems, setProblems] = useState<LockSettingsForm['problems']>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SettingsFailure | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      done();
    } catch (err) {
      setFailure(failureOf(err));
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const turningOn = team && !lock?.team;
    const turningOff = !team && Boolean(lock?.team);
    const typed = pin !== '' || repeat !== '';
    if (lock === null || typed || turningOn) {
      const problem = turningOn && !typed ? ('teamPin' as const) : pinProblem(pin);
      const next: LockSettingsForm['problems'] = problem
        ? { pin: problem }
        : repeat !== pin
          ? { repeat: 'mismatch' as const }
          : {};
      setProblems(next);
      if (next.pin || next.repeat) return;
    }
    await run(async () => {
      if (turningOff) await turnOffTeam();
      if (turningOn) await turnOnTeam(pin, idle);
      else if (typed || lock === null) await savePin(pin, idle);
      else await saveIdleMinutes(idle);
    });
  };

  return {
    pin,
    repeat,
    idle,
    team,
    setPin: (value) => {
      setPinValue(value);
      setProblems({});
    },
    setRepeat: (value) => {
      setRepeatValue(value);
      setProblems((p) => ({ pin: p.pin }));
    },
    setIdle,
    setTeam: (value) => {
      setTeam(value);
      setProblems({});
    },
    problems,
    busy,
    failure,
    save,
    remove: () =>
      run(async () => {
        await turnOffTeam();
        await removePin();
      }),
  };
}
