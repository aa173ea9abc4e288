import { useId } from 'react';
import { PAYMENT_TEXTS } from '@mvno/contracts/messages';

/** Saved cards and order history arrive with the payments issue; until then the section only says so. */
export function PaymentSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="dashboard-section">
      <h2 id={headingId}>{PAYMENT_TEXTS.title}</h2>
      <p>Your saved cards and your order history are managed here.</p>
    </section>
  );
}
