import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Performed } from '@clinica/contracts/interventions-performed';

export type EntryIntervention = Pick<Performed['intervention'], 'id' | 'name' | 'region'>;

/** «Ponte glútea (Anca)»: the intervention's name and, when it has one, its region. */
export function EntryTitle({ id, intervention }: { id?: string; intervention: EntryIntervention }) {
  const { t } = useTranslation();
  return (
    <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {intervention.name}
      {intervention.region ? (
        <Typography component="span" color="text.secondary">
          {` (${t(`interventionRegions.${intervention.region}`)})`}
        </Typography>
      ) : null}
    </Typography>
  );
}
