import { PlaceholderPage } from '../../../components/placeholder-page';

export function EvaluationPage() {
  return <PlaceholderPage titleKey="routes.evaluation" />;
}
