import { runtimeConfig } from '../../../config/runtime';
import { usePageMeta } from '../../../entities/content/use-page-meta';

export function PrivacyPage() {
  usePageMeta('privacy-policy', 'Privacy policy');
  const brand = runtimeConfig.brandName;
  return (
    <article className="prose">
      <h1 className="page-title">Privacy policy</h1>
      <p className="page-lead">This policy explains what {brand} collects, why, and the choices you have.</p>
      <h2>Information we collect</h2>
      <ul>
        <li>Account details you give us: name, email, phone number and address.</li>
        <li>
          Service details: your numbers, SIM and device identifiers (ICCID, IMEI) and usage needed to bill
          you.
        </li>
        <li>
          Payment details: the card network, last four digits and expiry. Full card numbers stay with our
          payment provider.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        To provide and bill your service, transfer numbers you bring to us, prevent fraud, answer your
        questions and meet our legal obligations, including those of the Federal Communications Commission.
      </p>
      <h2>Sharing</h2>
      <p>
        We share information only with the network operator and service providers who help us run the service
        (payments, email, support chat), under contracts that protect it. We do not sell personal information.
      </p>
      <h2>Your choices and rights</h2>
      <p>
        You can view and update your profile in your account at any time. Depending on your state (for example
        California or Virginia), you may have the right to access, correct or delete your information. Contact
        us to make a request.
      </p>
      <h2>Security and retention</h2>
      <p>
        Passwords are stored only as strong one-way hashes, and connections are encrypted. We keep records
        only as long as needed for the service and the law.
      </p>
    </article>
  );
}
