import { Grid, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog } from '../../../components/form-dialog';
import { useFormFields } from '../../../components/use-form-fields';
import { useSave } from '../../../components/use-save';
import {
  memberInput,
  validateMember,
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
  /** Whether the role is offered: only to a person with `manageAccess`. */
  withRole: boolean;
  onClose: () => void;
  /** Stores the member; a thrown error keeps the dialog open with everything typed. */
  onSubmit: (input: MemberInput, photo: File | null) => Promise<void>;
}

type TextFieldName = 'first_name' | 'last_name' | 'email' | 'phone';

/** The lookups a member is given, in the order shown. */
const LOOKUPS = [
  { field: 'role', kind: 'roles' },
  { field: 'designation', kind: 'designations' },
  { field: 'gender', kind: 'genders' },
] as const;

export function MemberFormDialog({
  title,
  initial,
  currentPhoto,
  withRole,
  onClose,
  onSubmit,
}: MemberFormDialogProps) {
  const { t } = useTranslation('catalogue');
  const { values, errors, set: setField, check } = useFormFields<MemberFormValues>(initial);
  const [photo, setPhoto] = useState<File | null>(null);
  const { busy, failure, save } = useSave(onClose, t('errors.saveFailed'));

  const lookups = LOOKUPS.filter(({ field }) => withRole || field !== 'role');
  const set = (field: MemberField) => (value: string) => setField(field, value);
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

  const submit = () => {
    if (check(validateMember)) void save(() => onSubmit(memberInput(values, withRole), photo));
  };

  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      failure={failure}
    >
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
        {lookups.map(({ field, kind }) => (
          <Grid key={field} size={{ xs: 12, sm: 12 / lookups.length }}>
            <LookupSelect
              kind={kind}
              id={`member-${field}`}
              label={t(`team.fields.${field}`)}
              value={values[field]}
              onChange={set(field)}
            />
          </Grid>
        ))}
      </Grid>
    </FormDialog>
  );
}
