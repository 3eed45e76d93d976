import { Card, Stack, TextField } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { useVendor } from '../hooks/use-vendor';
import { useVendorForm } from '../hooks/use-vendor-form';
import { profileFrom, validateProfile, type ProfileFields } from '../lib/vendor-form';
import { FormActions } from './form-actions';
import { ProfileImagePicker } from './profile-image-picker';
import { SaveStatus } from './save-status';
import { VendorTextFields, type FieldSpec } from './vendor-text-fields';

const FIELDS: FieldSpec<ProfileFields>[] = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
];
const SPEC = { kind: 'profile' as const, from: profileFrom, validate: validateProfile };

/** /profile: the vendor's name, phone and profile image; the e-mail is shown, not edited. */
export function ProfileView() {
  const { t } = useTranslation('account');
  const form = useVendorForm(useVendor(), SPEC);

  if (!form.ready) return <LoadingState />;
  const vendor = form.vendor;
  return (
    <>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      {vendor ? (
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
            <ProfileImagePicker
              current={vendor.profile_image}
              picked={form.image}
              initial={form.values.first_name.charAt(0).toUpperCase()}
              onPick={form.pickImage}
            />
            <VendorTextFields
              fields={FIELDS}
              values={form.values}
              errors={form.errors}
              onChange={form.change}
            />
            <TextField
              label={t('fields.email')}
              value={vendor.email}
              helperText={t('profile.emailFixed')}
              slotProps={{ htmlInput: { readOnly: true } }}
              fullWidth
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
