import { useId } from 'react';
import { MyDataCard } from './my-data-card';

/** The customer's privacy rights (decision 027): the export of their data. */
export function PrivacySection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="dashboard-section settings">
      <h2 id={headingId}>Privacy</h2>
      <MyDataCard />
    </section>
  );
}
