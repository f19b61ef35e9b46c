import { PlaceholderPage } from '../../../components/placeholder-page';

export function EvaluationNewPage() {
  return <PlaceholderPage titleKey="routes.evaluationNew" />;
}
