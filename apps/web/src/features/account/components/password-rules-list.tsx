import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@clinica/contracts/auth';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { PasswordRule } from '../password-rules';

const ruleKey = {
  min: 'validation.passwordTooShort',
  max: 'validation.passwordTooLong',
  notEmail: 'validation.passwordSameAsEmail',
} as const;

/** The password rules, each ticked as it is met while the person types. */
export function PasswordRulesList({ id, rules }: { id: string; rules: PasswordRule[] }) {
  const { t } = useTranslation();
  return (
    <Box id={id}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('setPassword.rulesTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rules.map((rule) => (
          <Box
            component="li"
            key={rule.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 0.25,
              color: rule.met ? 'success.dark' : 'text.secondary',
            }}
          >
            {rule.met ? (
              <CheckCircle fontSize="small" aria-hidden="true" />
            ) : (
              <RadioButtonUnchecked fontSize="small" aria-hidden="true" />
            )}
            <Typography variant="body2" component="span">
              {t(ruleKey[rule.id], { min: PASSWORD_MIN, max: PASSWORD_MAX })}
              <VisuallyHidden>
                {` — ${rule.met ? t('setPassword.ruleMet') : t('setPassword.ruleUnmet')}`}
              </VisuallyHidden>
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
