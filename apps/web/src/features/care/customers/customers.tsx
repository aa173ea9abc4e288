import { useSearchParams } from '../../../lib/router';
import { CustomerPage } from './customer-page';
import { CustomerSearch } from './customer-search';

/** The customers tool: search, and the chosen customer's page (its id kept in the address). */
export function Customers() {
  const [params, setParams] = useSearchParams();
  const customerId = params.get('customer');
  if (customerId) return <CustomerPage customerId={customerId} onBack={() => setParams({})} />;
  return <CustomerSearch onOpen={(id) => setParams({ customer: id })} />;
}
