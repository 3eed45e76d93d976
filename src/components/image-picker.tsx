import { Box, Button, FormHelperText } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { checkImage, type ImageProblem } from '../lib/image-check';

interface ImagePickerProps {
  /** The button's text (the input's accessible name). */
  label: string;
  icon: ReactNode;
  /** Shown under the button until a file is picked. */
  hint: string;
  /** The message for a refused file. */
  problemText: (problem: ImageProblem) => string;
  file: File | null;
  onChange: (file: File) => void;
}

/** Picks one image, checked by content, size and decoding (src/lib/image-check) before it is used. */
export function ImagePicker({ label, icon, hint, problemText, file, onChange }: ImagePickerProps) {
  const inputId = useId();
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    const result = await checkImage(picked);
    if (result.ok) {
      setProblem(null);
      onChange(result.file);
    } else {
      setProblem(problemText(result.problem));
    }
  };

  return (
    <Box>
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        startIcon={icon}
        sx={{ minHeight: 44 }}
      >
        {label}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={helpId}
          hidden
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Button>
      <FormHelperText id={helpId} error={problem !== null}>
        {problem ?? (file ? file.name : hint)}
      </FormHelperText>
    </Box>
  );
}
