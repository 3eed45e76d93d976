import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/snackbar';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { useCan } from '../../../components/use-rights';
import type { Service, SubCategory } from '../../../db/types';
import { rowKey } from '../../../sync/row-keys';
import { addServiceType, addSubCategory, updateService } from '../api/service-actions';
import {
  useRefreshServices,
  useServiceGroups,
  useServiceSyncState,
  useUpdateState,
} from '../hooks/use-services';
import { EMPTY_SERVICE, serviceInput } from '../lib/service-form';
import { ServiceFormDialog } from './service-form-dialog';
import { SubCategoryCard } from './sub-category-card';
import { SubCategoryDialog } from './sub-category-dialog';

type Editing =
  | { mode: 'add'; subCategory: SubCategory }
  | { mode: 'edit'; subCategory: SubCategory; service: Service }
  | null;

export function ServicesView() {
  const { t } = useTranslation('catalogue');
  const { enqueueSnackbar } = useSnackbar();
  const groups = useServiceGroups();
  const sync = useServiceSyncState();
  const { error, retry } = useRefreshServices();
  const [editing, setEditing] = useState<Editing>(null);
  const [addingSub, setAddingSub] = useState(false);
  const [lastUpdate, setLastUpdate] = useState<number | null>(null);
  const updateState = useUpdateState(lastUpdate);
  const announced = useRef<number | null>(null);

  useEffect(() => {
    if (lastUpdate === null) return;
    // Offline, the edit waits: said once in a snackbar (the service shows its waiting icon), not
    // in a line above the list that would move every button when the edit lands.
    if (updateState === 'pending' && !navigator.onLine && announced.current !== lastUpdate) {
      announced.current = lastUpdate;
      enqueueSnackbar(t('services.updatePending'), { variant: 'info' });
    }
    if (updateState === 'done') enqueueSnackbar(t('services.updated'), { variant: 'success' });
    if (updateState === 'done' || updateState === 'failed') setLastUpdate(null);
  }, [updateState, lastUpdate, enqueueSnackbar, t]);

  const canEdit = useCan('editServices');
  const add = canEdit && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAddingSub(true)}>
      {t('services.addSubCategory')}
    </Button>
  );

  let body;
  if (groups === undefined) body = <LoadingState />;
  else if (groups.length === 0 && error) body = <ErrorState message={error} onRetry={retry} />;
  else if (groups.length === 0) {
    body = <EmptyState title={t('services.empty')} description={t('services.emptyHint')} />;
  } else {
    body = (
      <Stack spacing={4}>
        {groups.map((group) => (
          <Box key={group.key} component="section" aria-label={group.key}>
            <Typography variant="overline" component="h2" color="textSecondary">
              {group.key.replace(/_/g, ' ')}
            </Typography>
            <Stack spacing={2}>
              {group.subCategories.map((sub) => (
                <SubCategoryCard
                  key={rowKey(sub)}
                  subCategory={sub}
                  sync={sync}
                  onAdd={canEdit ? () => setEditing({ mode: 'add', subCategory: sub }) : undefined}
                  onEdit={
                    canEdit
                      ? (service) => setEditing({ mode: 'edit', subCategory: sub, service })
                      : undefined
                  }
                />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('services.title')} subtitle={t('services.subtitle')} action={add} />
      {body}
      {addingSub && (
        <SubCategoryDialog
          onClose={() => setAddingSub(false)}
          onSubmit={async (name) => {
            await addSubCategory(name);
            enqueueSnackbar(t('services.subCategorySaved'), { variant: 'success' });
          }}
        />
      )}
      {editing && (
        <ServiceFormDialog
          title={
            editing.mode === 'add'
              ? t('services.addServiceTitle', { name: editing.subCategory.name })
              : t('services.editTitle', { name: editing.service.name })
          }
          chooseTestType={editing.mode === 'add'}
          initial={
            editing.mode === 'add'
              ? EMPTY_SERVICE
              : {
                  test_type: String(editing.service.test_type ?? ''),
                  name: editing.service.name,
                  price: String(editing.service.price),
                  description: editing.service.description ?? '',
                }
          }
          onClose={() => setEditing(null)}
          onSubmit={async (values, image) => {
            const input = serviceInput(values);
            if (editing.mode === 'add') {
              await addServiceType(
                editing.subCategory.id,
                { ...input, test_type: Number(values.test_type) },
                image,
              );
              enqueueSnackbar(t('services.serviceSaved'), { variant: 'success' });
            } else {
              const seq = await updateService(
                editing.subCategory.id,
                editing.service.id,
                input,
                image,
              );
              setLastUpdate(seq);
            }
          }}
        />
      )}
    </>
  );
}
