import AddIcon from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Avatar,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../config/env';
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
  const money = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const state = (id: Id) => {
    const s = sync.get(id);
    if (!s) return undefined;
    return s.status === 'failed' ? `${t('sync.failed')}: ${s.error ?? ''}` : t('sync.pending');
  };
  return (
    <Card component="section" aria-label={subCategory.name}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {subCategory.name}
        </Typography>
        {state(subCategory.id) && (
          <Typography variant="body2" color="textSecondary">
            {state(subCategory.id)}
          </Typography>
        )}
        {subCategory.items.length === 0 ? (
          <Typography variant="body2" color="textSecondary" sx={{ my: 1 }}>
            {t('services.noItems')}
          </Typography>
        ) : (
          <List aria-label={t('services.itemsOf', { name: subCategory.name })}>
            {subCategory.items.map((item) => {
              const itemState = state(item.id);
              const secondary = [money.format(item.price), item.description, itemState]
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
                  <ListItemText primary={item.name} secondary={secondary} />
                </ListItem>
              );
            })}
          </List>
        )}
        {onAdd && (
          <Button
            startIcon={<AddIcon />}
            onClick={onAdd}
            aria-label={t('services.addServiceTo', { name: subCategory.name })}
            sx={{ minHeight: 44 }}
          >
            {t('services.addService')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
