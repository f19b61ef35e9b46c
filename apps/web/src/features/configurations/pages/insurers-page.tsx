import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Insurer } from '@clinica/contracts/catalogue';
import type { Column } from '../../../components/data-table';
import { deleteInsurer, listInsurers } from '../api/catalogue';
import { CataloguePage } from '../components/catalogue-page';
import { configurationsKeys } from '../keys';

// The form (zod schemas, phone numbers) loads when the dialog opens, not with the list.
const InsurerDialog = lazy(() =>
  import('../components/insurer-dialog').then((m) => ({ default: m.InsurerDialog })),
);

/** Insurers the clinic works with (patients refer to them). */
export function InsurersPage() {
  const { t } = useTranslation();
  const columns: Column<Insurer>[] = (['nif', 'contact', 'email', 'phone'] as const).map((field) => ({
    key: field,
    label: t(`configurations.insurers.${field}`),
    render: (insurer) => insurer[field] ?? '—',
    hideOnPhone: true,
  }));
  return (
    <CataloguePage
      titleKey="routes.insurers"
      messages="configurations.insurers"
      keys={configurationsKeys.insurers}
      list={listInsurers}
      remove={deleteInsurer}
      columns={columns}
      nameHref={(insurer) => `/configurations/insurers/${insurer.id}`}
      Dialog={InsurerDialog}
    />
  );
}
