import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  memberInput,
  validateMember,
  type MemberErrors,
  type MemberField,
  type MemberFormValues,
  type MemberInput,
} from '../lib/member-form';
import { LookupSelect } from './lookup-select';
import { PhotoField } from './photo-field';

interface MemberFormDialogProps {
  title: string;
  initial: MemberFormValues;
  currentPhoto: string | undefined;
  onClose: () => void;
  /** Stores the member; a thrown error keeps the dialog open with everything typed. */
  onSubmit: (input: MemberInput, photo: File | null) => Promise<void>;
}

type TextFieldName = 'first_name' | 'last_name' | 'email' | 'phone';

export function MemberFormDialog({
  title,
  initial,
  currentPhoto,
  onClose,
  onSubmit,
}: MemberFormDialogProps) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  const [values, setValues] = useState<MemberFormValues>(initial);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<MemberErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: MemberField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const text = (field: TextFieldName, extra: Record<string, unknown> = {}) => {
    const key = errors[field];
    return {
      id: `member-${field}`,
      label: t(`team.fields.${field}`),
      value: values[field],
      onChange: (e: { target: { value: string } }) => set(field)(e.target.value),
      error: Boolean(key),
      helperText: key ? t(key) : undefined,
      fullWidth: true,
      ...extra,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateMember(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(memberInput(values), photo);
      onClose();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : t('errors.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <PhotoField current={currentPhoto} file={photo} onChange={setPhoto} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...text('first_name', { required: true, autoFocus: true })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...text('last_name', { required: true })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...text('email', { required: true, type: 'email' })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...text('phone', { type: 'tel' })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <LookupSelect
                kind="roles"
                id="member-role"
                label={t('team.fields.role')}
                value={values.role}
                onChange={set('role')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <LookupSelect
                kind="designations"
                id="member-designation"
                label={t('team.fields.designation')}
                value={values.designation}
                onChange={set('designation')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <LookupSelect
                kind="genders"
                id="member-gender"
                label={t('team.fields.gender')}
                value={values.gender}
                onChange={set('gender')}
              />
            </Grid>
          </Grid>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
