import AddIcon from '@mui/icons-material/Add';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Avatar,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import { mediaUrl } from '../../../config/env';
import { formatAmount } from '../../../lib/number-format';
import type { Id, Service, SubCategory } from '../../../db/types';
import { rowKey } from '../../../sync/row-keys';

interface SubCategoryCardProps {
  subCategory: SubCategory;
  sync: Map<Id, { status: 'pending' | 'failed'; error?: string }>;
  /** Absent for a role that may not change services: no edit or add buttons then. */
  onEdit?: ((service: Service) => void) | undefined;
  onAdd?: (() => void) | undefined;
}

export function SubCategoryCard({ subCategory, sync, onEdit, onAdd }: SubCategoryCardProps) {
  const { t, i18n } = useTranslation('catalogue');
  const price = (value: number) => formatAmount(value, i18n.language);
  const failure = (id: Id) => {
    const s = sync.get(id);
    return s?.status === 'failed' ? `${t('sync.failed')}: ${s.error ?? ''}` : undefined;
  };
  const pending = (id: Id) => sync.get(id)?.status === 'pending';
  return (
    <Card component="section" aria-label={subCategory.name}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {subCategory.name}
        </Typography>
        {failure(subCategory.id) && (
          <Typography variant="body2" color="error">
            {failure(subCategory.id)}
          </Typography>
        )}
        {subCategory.items.length === 0 ? (
          <Typography variant="body2" color="textSecondary" sx={{ my: 1 }}>
            {t('services.noItems')}
          </Typography>
        ) : (
          <List aria-label={t('services.itemsOf', { name: subCategory.name })}>
            {subCategory.items.map((item) => {
              const secondary = [price(item.price), item.description, failure(item.id)]
                .filter(Boolean)
                .join(' · ');
              return (
                <ListItem
                  key={rowKey(item)}
                  disableGutters
                  secondaryAction={
                    onEdit && (
                      <IconButton
                        edge="end"
                        aria-label={t('services.edit', { name: item.name })}
                        onClick={() => onEdit(item)}
                        sx={{ width: 44, height: 44 }}
                      >
                        <EditOutlined />
                      </IconButton>
                    )
                  }
                >
                  <ListItemAvatar>
                    <Avatar variant="rounded" src={mediaUrl(item.image)} alt="">
                      {item.name.charAt(0).toUpperCase()}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={
                      <>
                        {item.name}
                        {pending(item.id) && (
                          <CloudUploadOutlined
                            fontSize="small"
                            titleAccess={t('sync.pending')}
                            sx={{ ml: 1, verticalAlign: 'text-bottom', color: 'text.secondary' }}
                          />
                        )}
                      </>
                    }
                    secondary={secondary}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        {/* Waiting changes show without adding a line, so no button moves when they land. */}
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          {onAdd && (
            <Button
              startIcon={<AddIcon />}
              onClick={onAdd}
              aria-label={t('services.addServiceTo', { name: subCategory.name })}
              sx={{ minHeight: 44, flexShrink: 0 }}
            >
              {t('services.addService')}
            </Button>
          )}
          {pending(subCategory.id) && (
            <Chip size="small" label={t('sync.pending')} sx={{ ml: 'auto', minWidth: 0 }} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
