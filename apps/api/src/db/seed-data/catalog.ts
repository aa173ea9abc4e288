/** Data per plan period, in MB (decision 019: 1 GB = 1024 MB). */
const GB = 1024;

/**
 * Demo plans and the demo customer's account, lines, cards and orders. A plan's allowances per
 * period (decision 019) follow its name: talk and text are unlimited on all, data on the Unlimited ones.
 */
export const DEMO_PLANS = [
  {
    retailName: 'Starter 5GB',
    retailDescription:
      'Unlimited talk & text\n5GB high-speed 5G data\nMobile hotspot included\nFree calls to Mexico & Canada',
    retailPriceCents: 1500,
    popular: false,
    dataAllowanceMb: 5 * GB,
  },
  {
    retailName: 'Plus 15GB',
    retailDescription:
      'Unlimited talk & text\n15GB high-speed 5G data\n5GB mobile hotspot\nFree calls to Mexico & Canada',
    retailPriceCents: 2500,
    popular: false,
    dataAllowanceMb: 15 * GB,
  },
  {
    retailName: 'Unlimited',
    retailDescription:
      'Unlimited talk & text\nUnlimited 5G data\n10GB mobile hotspot\nHD video streaming\nFree calls to Mexico & Canada',
    retailPriceCents: 3500,
    popular: true,
    dataAllowanceMb: null,
  },
  {
    retailName: 'Unlimited Premium',
    retailDescription:
      'Unlimited talk & text\nUnlimited premium 5G data\n50GB mobile hotspot\n4K video streaming\nInternational roaming in 20 countries',
    retailPriceCents: 5000,
    popular: false,
    dataAllowanceMb: null,
  },
];

/** The demo customer's street address in Austin, Texas. */
export const DEMO_ADDRESS = {
  streetNumber: '1200',
  streetDirection: 'E',
  streetName: 'Cesar Chavez St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78702',
};

export const DEMO_CUSTOMER = {
  email: 'demo@brightline.example',
  password: 'Demo#2026',
  firstName: 'Jordan',
  lastName: 'Rivera',
  contactNumber: '+15125550143',
  ...DEMO_ADDRESS,
};

export const DEMO_LINES = [
  {
    nickname: 'My phone',
    mdn: '5125550101',
    subscriberNumber: 'SUB-100101',
    zipCode: '78702',
    iccid: '8901260123456789011',
    simType: 'esim',
    activationCode: 'LPA:1$smdp.brightline.example$DEMQ2-6ESYM-QRCZD-E4JRV',
  },
  {
    nickname: "Sam's phone",
    mdn: '5125550102',
    subscriberNumber: 'SUB-100102',
    zipCode: '78702',
    iccid: '8901260123456789029',
    simType: 'psim',
  },
];

export const DEMO_CARDS = [
  { cardholderName: 'Jordan Rivera', last4: '4242', expiry: '08/29', network: 'visa', isPrimary: true },
  {
    cardholderName: 'Jordan Rivera',
    last4: '4444',
    expiry: '11/28',
    network: 'mastercard',
    isPrimary: false,
  },
];

/** Orders over the last months; `monthsAgo`/`day` place them relative to the seeding date. */
export const DEMO_TRANSACTIONS = [
  { monthsAgo: 0, day: 2, item: 'Unlimited', card: 0, successful: true, activationCents: 0 },
  { monthsAgo: 1, day: 2, item: 'Unlimited', card: 0, successful: true, activationCents: 0 },
  { monthsAgo: 1, day: 14, item: 'Plus 15GB', card: 1, successful: false, activationCents: 0 },
  { monthsAgo: 2, day: 2, item: 'Unlimited', card: 0, successful: true, activationCents: 0 },
  { monthsAgo: 2, day: 15, item: 'Plus 15GB', card: 1, successful: true, activationCents: 1000 },
  { monthsAgo: 3, day: 2, item: 'Unlimited', card: 0, successful: true, activationCents: 0 },
  { monthsAgo: 4, day: 2, item: 'Unlimited', card: 0, successful: true, activationCents: 0 },
  { monthsAgo: 5, day: 2, item: 'Unlimited', card: 0, successful: true, activationCents: 0 },
  { monthsAgo: 6, day: 3, item: 'Unlimited', card: 0, successful: true, activationCents: 1000 },
];
