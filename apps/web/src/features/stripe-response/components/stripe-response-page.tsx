import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '@mvno/contracts/messages';
import { paths } from '../../../config/paths';
import { runtimeConfig } from '../../../config/runtime';
import './stripe-response-page.css';

/**
 * The page a payment provider sends the browser back to (outside the layout). It reads
 * `success` / `failure` from the query and leads on to the payment section of the dashboard.
 */
export function StripeResponsePage() {
  const [params] = useSearchParams();
  const succeeded = params.has('success');
  const failed = params.has('failure');
  useEffect(() => {
    document.title = `Payment result | ${runtimeConfig.brandName}`;
  }, []);
  const next = `${paths.dashboardSection('payment')}?${succeeded ? 'success' : 'failure'}`;
  return (
    <main className="stripe-response" id="main">
      <h1>{succeeded ? 'All done' : failed ? 'That did not work' : 'Payment result'}</h1>
      <p role="status">{succeeded ? MESSAGES.cardSaved : MESSAGES.cardSaveFailed}</p>
      <Link className="stripe-response__link" to={next}>
        Back to my account
      </Link>
    </main>
  );
}
