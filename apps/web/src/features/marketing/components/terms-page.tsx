import { runtimeConfig } from '../../../config/runtime';
import { usePageMeta } from '../../../entities/content/use-page-meta';

export function TermsPage() {
  usePageMeta('terms-and-conditions', 'Terms and conditions');
  const brand = runtimeConfig.brandName;
  return (
    <article className="prose">
      <h1 className="page-title">Terms and conditions</h1>
      <p className="page-lead">
        These terms apply when you buy and use {brand} prepaid wireless service in the United States.
      </p>
      <h2>1. Service</h2>
      <p>
        {brand} provides prepaid mobile voice, text and data service on a partner network. Coverage and speeds
        vary by location, device and network conditions and are not guaranteed.
      </p>
      <h2>2. Plans and payment</h2>
      <p>
        Plans are paid in advance for 30 days. Taxes and regulatory fees are shown at checkout. Your plan
        renews with your primary card unless you cancel before the renewal date.
      </p>
      <h2>3. Numbers and port-in</h2>
      <p>
        You may bring a number you own from another carrier. You confirm you are authorised to transfer it. A
        transfer can be refused by your previous carrier if the account details do not match.
      </p>
      <h2>4. Acceptable use</h2>
      <p>
        Do not use the service for unlawful purposes, to send unsolicited messages, or in a way that harms the
        network or other customers. Unlimited data may be slowed during congestion after heavy use.
      </p>
      <h2>5. Cancellation and refunds</h2>
      <p>
        You may cancel at any time; service continues until the end of the paid period. Unused service is not
        refundable except where the law requires.
      </p>
      <h2>6. Contact</h2>
      <p>Questions about these terms? Use our contact form and we will answer within one business day.</p>
    </article>
  );
}
