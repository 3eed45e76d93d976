import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import { Box, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { TeamLock } from '../../../db/device-lock';
import { MAX_PIN_ATTEMPTS } from '../../../config/permissions';
import type { LockMember } from '../api/unlock-member';
import { LockFrame } from './lock-frame';
import { LockHeading } from './lock-heading';
import { PersonButton } from './person-button';

export type Chosen = LockMember | 'owner';

interface PeopleListProps {
  labName: string;
  /** The owner's first name. */
  ownerName: string;
  team: TeamLock;
  people: LockMember[];
  onChoose: (who: Chosen) => void;
  /** Log out, under the list. */
  actions: ReactNode;
}

/** Team sign-in's lock screen: the lab's name and whom to unlock as (docs/staff-access.md). */
export function PeopleList({
  labName,
  ownerName,
  team,
  people,
  onChoose,
  actions,
}: PeopleListProps) {
  const { t } = useTranslation('lock');
  const headingId = useId();
  const lockedOut = (id: number) => (team.people[id]?.failedAttempts ?? 0) >= MAX_PIN_ATTEMPTS;
  return (
    <LockFrame wide>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', width: 1 }}>
        <LockHeading icon={Groups2Outlined} labName={labName} />
        <Typography id={headingId} component="h2" variant="subtitle1" color="textSecondary">
          {t('team.who')}
        </Typography>
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            width: 1,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <li>
            <PersonButton
              name={ownerName}
              detail={t('team.owner')}
              onClick={() => onChoose('owner')}
              autoFocus
            />
          </li>
          {people.map((member) => (
            <li key={member.id}>
              <PersonButton
                name={member.name}
                detail={lockedOut(member.id) ? t('team.lockedOutShort') : undefined}
                onClick={() => onChoose(member)}
              />
            </li>
          ))}
        </Box>
        {people.length === 0 && (
          <Typography variant="body2" color="textSecondary">
            {t('team.noPeople')}
          </Typography>
        )}
        {actions}
      </Stack>
    </LockFrame>
  );
}
