import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { TeamLock } from '../../../db/device-lock';
import { MAX_PIN_ATTEMPTS } from '../../../config/permissions';
import { unlockMember, type LockMember, type MemberRefusal } from '../api/unlock-member';
import { MemberMessages } from './member-messages';
import { PinPanel } from './pin-panel';

interface MemberPinProps {
  labName: string;
  member: LockMember;
  team: TeamLock;
  /** Back to the list. */
  actions: ReactNode;
}

/** A team member's PIN pad: their name, their wrong PINs on this device, the server's answers. */
export function MemberPin({ labName, member, team, actions }: MemberPinProps) {
  const { t } = useTranslation('lock');
  const [refusal, setRefusal] = useState<MemberRefusal | null>(null);
  const failedAttempts = team.people[member.id]?.failedAttempts ?? 0;
  const attemptsLeft = Math.max(0, MAX_PIN_ATTEMPTS - failedAttempts);

  const check = async (pin: string) => {
    const result = await unlockMember(member, pin);
    setRefusal(result.ok ? null : result);
  };

  return (
    <PinPanel
      labName={labName}
      prompt={t('team.prompt', { name: member.name })}
      check={check}
      blocked={attemptsLeft === 0}
      takeFocus
      messages={
        <MemberMessages
          name={member.name}
          failedAttempts={failedAttempts}
          attemptsLeft={attemptsLeft}
          refusal={refusal}
        />
      }
      actions={actions}
    />
  );
}
