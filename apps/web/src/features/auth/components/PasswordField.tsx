import { forwardRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from '../../../components/forms/TextInput';

/** A password input with a show/hide toggle that says what it does to screen readers. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextInputProps, 'type' | 'endAdornment'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation('auth');
    const [visible, setVisible] = useState(false);
    return (
      <TextInput
        {...props}
        ref={ref}
        type={visible ? 'text' : 'password'}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={visible}
              aria-controls={props.id}
            >
              {visible ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
    );
  },
);
