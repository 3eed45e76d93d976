import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import { Avatar, Box, Card, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import { mediaUrl } from '../../../config/env';
import type { TeamMember } from '../../../db/types';
import { useDateLocale } from '../../../lib/date-locale';
import { useLookup } from '../../../sync/use-lookup';
import type { SyncState } from '../hooks/use-team';
import { lastActiveText } from '../lib/last-active';

interface MemberCardProps {
  member: TeamMember;
  sync: SyncState | undefined;
  /** Each absent for a role that may not do it: the card shows no button for it then. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  onPin?: (() => void) | undefined;
}

const BUTTON = { width: 44, height: 44 } as const;

export function MemberCard({ member, sync, onEdit, onDelete, onPin }: MemberCardProps) {
  const { t } = useTranslation('catalogue');
  const locale = useDateLocale();
  const roles = useLookup('roles');
  const designations = useLookup('designations');
  const name = `${member.first_name} ${member.last_name ?? ''}`.trim();
  const role = roles?.find((r) => r.id === member.role)?.name;
  const designation = designations?.find((d) => d.id === member.designation)?.name;
  const actions = onEdit ?? onDelete ?? onPin;
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
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
            <Chip
              size="small"
              variant={member.pin_set ? 'filled' : 'outlined'}
              label={t(member.pin_set ? 'team.pinSet' : 'team.noPin')}
            />
            <Typography variant="caption" color="textSecondary">
              {lastActiveText(member.last_active_at, t, locale)}
            </Typography>
          </Stack>
          {sync?.status === 'pending' && (
            <Chip size="small" label={t('sync.pending')} sx={{ mt: 1 }} />
          )}
          {sync?.status === 'failed' && (
            <Typography variant="body2" color="error" sx={{ mt: 1 }}>
              {t('sync.failed')}: {sync.error}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack>
            {onEdit && (
              <IconButton aria-label={t('team.edit', { name })} onClick={onEdit} sx={BUTTON}>
                <EditOutlined />
              </IconButton>
            )}
            {onPin && (
              <IconButton aria-label={t('team.pin.title', { name })} onClick={onPin} sx={BUTTON}>
                <PasswordOutlined />
              </IconButton>
            )}
            {onDelete && (
              <IconButton
                aria-label={t('team.delete', { name })}
                onClick={onDelete}
                color="error"
                sx={BUTTON}
              >
                <DeleteOutlined />
              </IconButton>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
