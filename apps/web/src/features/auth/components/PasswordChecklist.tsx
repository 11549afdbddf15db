import { checkPassword, type PasswordRuleCode } from '@fxbo/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';

type Rule = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

// The checklist's lines and the policy codes each one stands for (password-policy.ts).
const RULES: readonly [Rule, readonly PasswordRuleCode[]][] = [
  ['length', ['password_required', 'password_too_short', 'password_too_long']],
  ['uppercase', ['password_required', 'password_uppercase']],
  ['lowercase', ['password_required', 'password_lowercase']],
  ['number', ['password_required', 'password_number']],
  ['special', ['password_required', 'password_special']],
];

/** Which checklist lines a password meets, by the domain's own policy. */
export function passwordChecklist(password: string): { rule: Rule; met: boolean }[] {
  const broken = new Set(checkPassword(password));
  return RULES.map(([rule, codes]) => ({ rule, met: !codes.some((code) => broken.has(code)) }));
}

/** The password rules, ticked live as the user types (spec 5). */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('auth');
  return (
    <Box id={id} sx={{ mt: 1 }}>
      <Typography variant="body2" color="textSecondary" id={`${id}-heading`}>
        {t('passwordRules.heading')}
      </Typography>
      <Box component="ul" aria-labelledby={`${id}-heading`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {passwordChecklist(password).map(({ rule, met }) => (
          <Box
            component="li"
            key={rule}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              typography: 'body2',
              color: met ? 'success.dark' : 'text.secondary',
            }}
          >
            {met ? (
              <CheckCircle fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUnchecked fontSize="small" aria-hidden />
            )}
            <span>{t(`passwordRules.${rule}`)}</span>
            <Box component="span" sx={visuallyHidden}>
              {met ? t('passwordRules.met') : t('passwordRules.unmet')}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
