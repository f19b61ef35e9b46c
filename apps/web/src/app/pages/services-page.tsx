import { ServicesPage as Catalogue } from '../../features/services/pages/services-page';
import { LowStockPanel } from '../../features/stock/components/low-stock-panel';
import { hasPermission, useUser } from '../../lib/session';

/** /services: the catalogue with the stock feature's «Stock baixo» above it for whoever reads the stock. */
export function ServicesPage() {
  const user = useUser();
  return <Catalogue aside={hasPermission(user, 'stock_movements', 'read') ? <LowStockPanel /> : undefined} />;
}
