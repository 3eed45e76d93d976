import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Avatar, Box, Card, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../config/env';
import type { TeamMember } from '../../../db/types';
import { useLookup } from '../../../sync/use-lookup';
import type { SyncState } from '../hooks/use-team';

interface MemberCardProps {
  member: TeamMember;
  sync: SyncState | undefined;
  onEdit: () => void;
  onDelete: () => void;
}

export function MemberCard({ member, sync, onEdit, onDelete }: MemberCardProps) {
  const { t } = useTranslation('catalogue');
  const roles = useLookup('roles');
  const designations = useLookup('designations');
  const name = `${member.first_name} ${member.last_name ?? ''}`.trim();
  const role = roles?.find((r) => r.id === member.role)?.name;
  const designation = designations?.find((d) => d.id === member.designation)?.name;
  return (
    <Card component="article" aria-label={name} sx={{ p: 2, height: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar
          src={mediaUrl(member.profile_image)}
          alt={t('team.photoOf', { name })}
          sx={{ width: 56, height: 56 }}
        >
          {member.first_name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2">
            {name}
          </Typography>
          {(designation ?? role) && (
            <Typography variant="body2" color="textSecondary">
              {[designation, role].filter(Boolean).join(' · ')}
            </Typography>
          )}
          <Typography variant="body2" noWrap title={member.email}>
            {member.email}
          </Typography>
          {member.phone && <Typography variant="body2">{member.phone}</Typography>}
          {sync?.status === 'pending' && (
            <Chip size="small" label={t('sync.pending')} sx={{ mt: 1 }} />
          )}
          {sync?.status === 'failed' && (
            <Typography variant="body2" color="error" sx={{ mt: 1 }}>
              {t('sync.failed')}: {sync.error}
            </Typography>
          )}
        </Box>
        <Stack>
          <IconButton
            aria-label={t('team.edit', { name })}
            onClick={onEdit}
            sx={{ width: 44, height: 44 }}
          >
            <EditOutlined />
          </IconButton>
          <IconButton
            aria-label={t('team.delete', { name })}
            onClick={onDelete}
            color="error"
            sx={{ width: 44, height: 44 }}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
      </Stack>
    </Card>
  );
}
