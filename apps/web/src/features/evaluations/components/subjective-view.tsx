import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SubjectiveContent } from '@clinica/contracts/evaluations';
import { Fact, FactList } from '../../../components/fact-list';
import { subjectiveTextFields } from '../subjective-form';
import { PainFigures } from './pain-figures';
import { RedFlagsSummary } from './red-flags-summary';

/**
 * A subjective evaluation to read (signed, someone else's, or the previous one beside a new one):
 * red flags first, the pain figures in one line, then only the answers given.
 */
export function SubjectiveView({ content }: { content: SubjectiveContent }) {
  const { t } = useTranslation();
  const answered = subjectiveTextFields.filter((name) => content[name]);
  const asked = [content.pain_now, content.pain_best, content.pain_worst].some((v) => v !== null);
  return (
    <Stack spacing={2}>
      <RedFlagsSummary answers={content.red_flags} />
      <FactList>
        <Fact label={t('evaluations.pain.title')}>
          {asked ? <PainFigures pain={content} component="span" /> : t('evaluations.view.painNotAsked')}
        </Fact>
        {answered.map((name) => (
          <Fact key={name} label={t(`evaluations.subjective.fields.${name}`)}>
            {content[name]}
          </Fact>
        ))}
        {content.notes ? <Fact label={t('evaluations.fields.notes')}>{content.notes}</Fact> : null}
      </FactList>
      {answered.length === 0 && !content.notes ? (
        <Typography color="text.secondary">{t('evaluations.view.nothingWritten')}</Typography>
      ) : null}
    </Stack>
  );
}
