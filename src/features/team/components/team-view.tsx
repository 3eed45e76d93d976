import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { Button, Grid } from '@mui/material';
import { useSnackbar } from '../../../components/snackbar';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { useCan } from '../../../components/use-rights';
import { useFocusAfterRemoval } from '../../../components/use-focus-after-removal';
import { mediaUrl } from '../../../config/env';
import type { TeamMember } from '../../../db/types';
import { rowKey } from '../../../sync/row-keys';
import { addMember, removeMember, removeMemberError, updateMember } from '../api/team-actions';
import { useMemberSyncState, useRefreshTeam, useTeamMembers } from '../hooks/use-team';
import { EMPTY_MEMBER, memberToForm } from '../lib/member-form';
import { MemberCard } from './member-card';
import { MemberFormDialog } from './member-form-dialog';
import { PinDialog } from './pin-dialog';
import { RoleRights } from './role-rights';

type Editing = { mode: 'create' } | { mode: 'edit'; member: TeamMember } | null;

const fullName = (m: TeamMember) => `${m.first_name} ${m.last_name ?? ''}`.trim();

export function TeamView() {
  const { t } = useTranslation('catalogue');
  const { enqueueSnackbar } = useSnackbar();
  const members = useTeamMembers();
  const sync = useMemberSyncState();
  const { error, retry } = useRefreshTeam();
  const [editing, setEditing] = useState<Editing>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfterDelete = useFocusAfterRemoval(
    members?.map(rowKey),
    () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('article') ?? []),
    () => document.querySelector('h1'),
  );
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const [pinFor, setPinFor] = useState<TeamMember | null>(null);
  // Everyone sees the team; only editTeam changes it, only manageAccess its PINs and roles.
  const canEdit = useCan('editTeam');
  const canAccess = useCan('manageAccess');

  const add = canEdit && (
    <Button
      variant="contained"
      startIcon={<PersonAddOutlined />}
      onClick={() => setEditing({ mode: 'create' })}
    >
      {t('team.add')}
    </Button>
  );

  let body;
  if (members === undefined) body = <LoadingState />;
  else if (members.length === 0 && error) body = <ErrorState message={error} onRetry={retry} />;
  else if (members.length === 0) {
    body = <EmptyState title={t('team.empty')} description={t('team.emptyHint')} />;
  } else {
    body = (
      <Grid container spacing={2} ref={listRef}>
        {members.map((member) => (
          <Grid key={rowKey(member)} size={{ xs: 12, md: 6, lg: 4 }}>
            <MemberCard
              member={member}
              sync={sync.get(member.id)}
              onEdit={canEdit ? () => setEditing({ mode: 'edit', member }) : undefined}
              onDelete={canEdit ? () => setDeleting(member) : undefined}
              onPin={canAccess ? () => setPinFor(member) : undefined}
            />
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <PageHeader title={t('team.title')} subtitle={t('team.subtitle')} action={add} />
      {body}
      <RoleRights />
      {editing && (
        <MemberFormDialog
          title={t(editing.mode === 'create' ? 'team.createTitle' : 'team.editTitle')}
          initial={editing.mode === 'create' ? EMPTY_MEMBER : memberToForm(editing.member)}
          currentPhoto={
            editing.mode === 'edit' ? mediaUrl(editing.member.profile_image) : undefined
          }
          withRole={canAccess}
          onClose={() => setEditing(null)}
          onSubmit={async (input, photo) => {
            if (editing.mode === 'create') await addMember(input, photo);
            else await updateMember(editing.member.id, input, photo);
            enqueueSnackbar(t('team.saved'), { variant: 'success' });
          }}
        />
      )}
      {pinFor && <PinDialog member={pinFor} onClose={() => setPinFor(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('team.confirmDelete', { name: deleting ? fullName(deleting) : '' })}
        message={t('team.confirmDeleteHint')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          focusAfterDelete.removing(rowKey(deleting));
          removeMember(deleting.id)
            .then(() => enqueueSnackbar(t('team.deleted'), { variant: 'success' }))
            .catch((err: unknown) => {
              focusAfterDelete.cancel();
              enqueueSnackbar(removeMemberError(err), { variant: 'error' });
            });
        }}
      />
    </>
  );
}
