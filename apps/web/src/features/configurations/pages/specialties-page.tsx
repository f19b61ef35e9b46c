import { lazy } from 'react';
import { deleteSpecialty, listSpecialties } from '../api/catalogue';
import { CataloguePage } from '../components/catalogue-page';
import { configurationsKeys } from '../keys';

// The form (zod schemas) loads when the dialog opens, not with the list.
const SpecialtyDialog = lazy(() =>
  import('../components/specialty-dialog').then((m) => ({ default: m.SpecialtyDialog })),
);

/** Specialties of the clinic (physiotherapy, osteopathy…): professionals and services refer to them. */
export function SpecialtiesPage() {
  return (
    <CataloguePage
      titleKey="routes.specialties"
      messages="configurations.specialties"
      keys={configurationsKeys.specialties}
      list={listSpecialties}
      remove={deleteSpecialty}
      Dialog={SpecialtyDialog}
    />
  );
}
