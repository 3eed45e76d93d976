import { Card, Stack } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { useVendor } from '../hooks/use-vendor';
import { useVendorForm } from '../hooks/use-vendor-form';
import { businessFrom, validateBusiness, type BusinessFields } from '../lib/vendor-form';
import { FormActions } from './form-actions';
import { SaveStatus } from './save-status';
import { VendorTextFields, type FieldSpec } from './vendor-text-fields';

const FIELDS: FieldSpec<BusinessFields>[] = [
  { name: 'name', autoComplete: 'organization' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'address', autoComplete: 'street-address', multiline: true },
  { name: 'about', multiline: true },
];
const SPEC = { kind: 'business' as const, from: businessFrom, validate: validateBusiness };

/** /business: the lab's name, phone, address and description. */
export function BusinessView() {
  const { t } = useTranslation('account');
  const form = useVendorForm(useVendor(), SPEC);

  if (!form.ready) return <LoadingState />;
  return (
    <>
      <PageHeader title={t('business.title')} subtitle={t('business.subtitle')} />
      {form.vendor ? (
        <Card sx={{ p: 3, maxWidth: 720 }}>
          <Stack
            component="form"
            noValidate
            spacing={1}
            onSubmit={(e) => {
              e.preventDefault();
              void form.submit();
            }}
          >
            <SaveStatus state={form.state} queued={form.queued} />
            <VendorTextFields
              fields={FIELDS}
              values={form.values}
              errors={form.errors}
              onChange={form.change}
            />
            <FormActions
              loading={form.state.loading}
              dirty={form.dirty}
              onDiscard={() => void form.discard()}
            />
          </Stack>
        </Card>
      ) : (
        <EmptyState title={t('noLab')} />
      )}
    </>
  );
}
