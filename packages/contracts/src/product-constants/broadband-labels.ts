// Broadband Facts labels (47 CFR 8.1; docs/decisions/061).
/**
 * Typical speeds and latency, company-wide (every plan runs on the same host network at the same
 * priority): the median figures of the host network's published drive tests, by technology. A demo
 * deployment's figures; the operator replaces them with its own measurements.
 */
export const TYPICAL_NETWORK_SPEEDS = [
  { technology: '5G', typicalDownloadMbps: 145, typicalUploadMbps: 16, typicalLatencyMs: 41 },
  { technology: '4G LTE', typicalDownloadMbps: 34, typicalUploadMbps: 7, typicalLatencyMs: 56 },
] as const;
/** How long a withdrawn label (a plan off the shop, or a price replaced) stays published. */
export const LABEL_ARCHIVE_YEARS = 2;
/** The site's pages a label links to (paths of the web app; the files make them absolute). */
export const LABEL_LINKS = {
  discounts: '/shop',
  networkManagement: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  support: '/contact-us',
} as const;
