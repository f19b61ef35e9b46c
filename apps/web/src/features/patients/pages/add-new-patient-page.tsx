import { PlaceholderPage } from '../../../components/placeholder-page';

export function AddNewPatientPage() {
  return <PlaceholderPage titleKey="routes.addNewPatient" />;
}
