import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FirstStep } from '../first-steps';

/** The set-up guide of a new clinic; the caller hides it once every step is done. */
export function FirstStepsGuide({ steps }: { steps: FirstStep[] }) {
  const { t } = useTranslation();
  const done = steps.filter((s) => s.done).length;
  return (
    <Card variant="outlined" component="section" aria-labelledby="first-steps-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="first-steps-title">
          {t('dashboardManager.firstStepsTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('dashboardManager.firstStepsIntro')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
          <LinearProgress
            variant="determinate"
            value={(done / steps.length) * 100}
            sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
            aria-label={t('dashboardManager.progress', { done, total: steps.length })}
          />
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('dashboardManager.progress', { done, total: steps.length })}
          </Typography>
        </Box>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {steps.map((step) => (
            <Box
              component="li"
              key={step.id}
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1.5,
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ color: step.done ? 'success.main' : 'text.disabled', pt: 0.25 }} aria-hidden="true">
                {step.done ? <CheckCircle /> : <RadioButtonUnchecked />}
              </Box>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={step.to}
                  underline="hover"
                  sx={{
                    fontWeight: 500,
                    display: 'inline-flex',
                    alignItems: 'center',
                    color: step.done ? 'text.secondary' : undefined,
                  }}
                >
                  {t(`dashboardManager.steps.${step.id}.title`)}
                  <ChevronRight fontSize="small" aria-hidden="true" />
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {t(`dashboardManager.steps.${step.id}.body`)}
                </Typography>
              </Box>
              <Typography
                variant="body2"
                sx={{ color: step.done ? 'success.dark' : 'text.secondary', whiteSpace: 'nowrap' }}
              >
                {step.done ? t('dashboardManager.stepDone') : t('dashboardManager.stepTodo')}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
