import type { Service } from '@clinica/contracts/catalogue';
import { ServicePage as ServiceRecord } from '../../features/services/pages/service-page';
import { ProductStock } from '../../features/stock/components/product-stock';
import { hasPermission, useUser } from '../../lib/session';

const stockOf = (service: Service) =>
  service.kind === 'product' ? <ProductStock key={service.id} service={service} /> : null;

/**
 * /services/{id}: the services feature's record with, for a product and whoever reads the stock, the
 * stock feature's quantity, minimum and movements (DESIGN §3 rule 1: app/ composes features).
 */
export function ServicePage() {
  const user = useUser();
  return <ServiceRecord extra={hasPermission(user, 'stock_movements', 'read') ? stockOf : undefined} />;
}
