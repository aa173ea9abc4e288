import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { formatDay } from '../../../lib/format-date';
import { useCustomerSearch } from './api/customers';

const MATCHED: Record<string, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone number',
  account: 'account number',
  iccid: 'ICCID',
  imei: 'IMEI',
  order: 'order id',
  receipt: 'receipt number',
};

/** Find a customer: the answer is who exists and their name, nothing of their account. */
export function CustomerSearch({ onOpen }: { onOpen: (customerId: string) => void }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const results = useCustomerSearch(q);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  return (
    <section aria-labelledby="search-title" className="care-section">
      <h2 id="search-title">Find a customer</h2>
      <form className="care-filters" role="search" onSubmit={onSubmit}>
        <label>
          Name, email, phone, account number, ICCID, IMEI, order or receipt
          <input value={text} onChange={(e) => setText(e.target.value)} minLength={2} maxLength={100} />
        </label>
        <Button type="submit">Search</Button>
      </form>
      {q.length >= 2 && (
        <QueryState query={results} loadingLabel="Searching" errorText="The search could not be done.">
          {(data) =>
            data.customers.length === 0 ? (
              <p role="status">No customer matches.</p>
            ) : (
              <ul className="care-hits" aria-label="Customers found">
                {data.customers.map((hit) => (
                  <li key={hit.id}>
                    <Button variant="link" onClick={() => onOpen(hit.id)}>
                      {hit.firstName} {hit.lastName}
                    </Button>{' '}
                    <span>matched by {MATCHED[hit.matchedBy]}</span>
                    {/* What tells namesakes apart, nothing of the account (decision 082). */}
                    <span className="care-hit__hint">
                      {[hit.maskedEmail, hit.place, `customer since ${formatDay(hit.customerSince)}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      )}
    </section>
  );
}
