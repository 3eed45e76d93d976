import { Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { DeviceLock } from '../../../db/device-lock';
import { useOutboxCount } from '../../../sync/hooks';
import { MAX_PIN_ATTEMPTS } from '../../../config/permissions';
import { unlockDevice } from '../api/lock-actions';
import { useLockPeople } from '../hooks/use-lock-people';
import { useNeutralPage } from '../hooks/use-neutral-page';
import { LockMessages } from './lock-messages';
import { MemberPin } from './member-pin';
import { PeopleList, type Chosen } from './people-list';
import { PinPanel } from './pin-panel';

export interface LockScreenProps {
  lock: DeviceLock;
  /** The lab's name: the one thing of the vendor's the lock screen shows. */
  labName: string;
  /** The owner's first name, on team sign-in's list of people. */
  ownerName: string;
  /** The usual sign-out with the discard answer, run at the last wrong PIN. */
  onWipe: () => Promise<void>;
  /** The usual sign-out (it asks about changes not yet sent). */
  onSignOut: (waiting: number) => void;
}

/**
 * The lab's name and the PIN pad, and nothing else of the vendor's (issue 17). In team sign-in
 * (issue 27) first the people who may unlock, then the pad of the one tapped: the owner's is
 * the device PIN, whose wrong tries wipe the device.
 */
export function LockScreen({ lock, labName, ownerName, onWipe, onSignOut }: LockScreenProps) {
  const { t } = useTranslation(['lock', 'common']);
  const waiting = useOutboxCount() ?? 0;
  const people = useLockPeople();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const attemptsLeft = Math.max(0, MAX_PIN_ATTEMPTS - lock.failedAttempts);
  const wiping = attemptsLeft === 0;
  useNeutralPage(`${t('title')} · ${t('common:app.name')}`);

  // Every tab that sees the last wrong PIN wipes (once): one left open must not keep the data.
  const wiped = useRef(false);
  useEffect(() => {
    if (!wiping || wiped.current) return;
    wiped.current = true;
    void onWipe();
  }, [wiping, onWipe]);

  const forgot = (
    <Button onClick={() => onSignOut(waiting)} disabled={wiping} sx={{ minHeight: 44 }}>
      {t('forgot')}
    </Button>
  );
  const back = (
    <Button onClick={() => setChosen(null)} sx={{ minHeight: 44 }}>
      {t('team.back')}
    </Button>
  );
  // The wipe is the owner's pad's: every tab shows it, whoever was tapped there.
  const who = wiping || !lock.team ? 'owner' : chosen;

  if (lock.team && who === null) {
    return (
      <PeopleList
        labName={labName}
        ownerName={ownerName}
        team={lock.team}
        people={people ?? []}
        onChoose={setChosen}
        actions={forgot}
      />
    );
  }
  if (lock.team && who !== null && who !== 'owner') {
    return (
      <MemberPin key={who.id} labName={labName} member={who} team={lock.team} actions={back} />
    );
  }
  return (
    <PinPanel
      labName={labName}
      prompt={lock.team ? t('team.prompt', { name: ownerName }) : t('prompt')}
      check={async (pin) => {
        await unlockDevice(pin);
      }}
      blocked={wiping}
      takeFocus={Boolean(lock.team)}
      messages={
        <LockMessages
          failedAttempts={lock.failedAttempts}
          attemptsLeft={attemptsLeft}
          waiting={waiting}
        />
      }
      actions={
        <>
          {lock.team && !wiping && back}
          {forgot}
        </>
      }
    />
  );
}
