import { PlaceholderPage } from '../../../components/placeholder-page';

export function ObjectiveEvaluationPage() {
  return <PlaceholderPage titleKey="routes.objectiveEvaluation" />;
}
