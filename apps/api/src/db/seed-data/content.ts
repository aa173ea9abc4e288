/** Demo content for the built-in content service: footer, page metadata, FAQ, legal pages, carrier help. */
import { LOGIN_CODE_LENGTH } from '@mvno/contracts/product-constants/accounts';

export const DEMO_SOCIALS = [
  { label: 'Facebook', link: 'https://www.facebook.com/', logoUrl: '/social/facebook.svg' },
  { label: 'Instagram', link: 'https://www.instagram.com/', logoUrl: '/social/instagram.svg' },
  { label: 'X', link: 'https://x.com/', logoUrl: '/social/x.svg' },
  { label: 'YouTube', link: 'https://www.youtube.com/', logoUrl: '/social/youtube.svg' },
];

/** The footer's links of SPEC §2, in its order. */
export const DEMO_FOOTER_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'Contact Us', href: '/contact-us' },
  { label: 'About', href: '/about' },
  { label: 'FAQ', href: '/faq' },
  { label: 'My Account', href: '/dashboard' },
  { label: 'Terms & Conditions', href: '/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
];

/** The terms and conditions' first version (paragraphs apart by a blank line). */
export function demoTerms(brand: string) {
  return {
    title: 'Terms and conditions',
    lead: `These terms apply when you buy and use ${brand} prepaid wireless service in the United States.`,
    sections: [
      {
        heading: '1. Service',
        body: `${brand} provides prepaid mobile voice, text and data service on a partner network. Coverage and speeds vary by location, device and network conditions and are not guaranteed.`,
      },
      {
        heading: '2. Plans and payment',
        body: 'Plans are paid in advance for 30 days. Taxes and regulatory fees are shown at checkout. Your plan renews with your primary card unless you cancel before the renewal date.',
      },
      {
        heading: '3. Numbers and port-in',
        body: 'You may bring a number you own from another carrier. You confirm you are authorised to transfer it. A transfer can be refused by your previous carrier if the account details do not match.',
      },
      {
        heading: '4. Acceptable use',
        body: 'Do not use the service for unlawful purposes, to send unsolicited messages, or in a way that harms the network or other customers. Unlimited data may be slowed during congestion after heavy use.',
      },
      {
        heading: '5. Cancellation and refunds',
        body: 'You may cancel at any time; service continues until the end of the paid period. Unused service is not refundable except where the law requires.',
      },
      {
        heading: '6. Contact',
        body: 'Questions about these terms? Use our contact form and we will answer within one business day.',
      },
    ],
  };
}

/** The privacy policy's first version (a paragraph of lines starting "- " is a list). */
export function demoPrivacy(brand: string) {
  return {
    title: 'Privacy policy',
    lead: `This policy explains what ${brand} collects, why, and the choices you have.`,
    sections: [
      {
        heading: 'Information we collect',
        body: [
          '- Account details you give us: name, email, phone number and address.',
          '- Service details: your numbers, SIM and device identifiers (ICCID, IMEI) and usage needed to bill you.',
          '- Payment details: the card network, last four digits and expiry. Full card numbers stay with our payment provider.',
        ].join('\n'),
      },
      {
        heading: 'How we use it',
        body: 'To provide and bill your service, transfer numbers you bring to us, prevent fraud, answer your questions and meet our legal obligations, including those of the Federal Communications Commission.',
      },
      {
        heading: 'Sharing',
        body: 'We share information only with the network operator and service providers who help us run the service (payments, email, support chat), under contracts that protect it. We do not sell personal information.',
      },
      {
        heading: 'Your choices and rights',
        body: 'You can view and update your profile in your account at any time. Depending on your state (for example California or Virginia), you may have the right to access, correct or delete your information. Contact us to make a request.',
      },
      {
        heading: 'Security and retention',
        body: 'Passwords are stored only as strong one-way hashes, and connections are encrypted. We keep records only as long as needed for the service and the law.',
      },
    ],
  };
}

export function demoPageMeta(brand: string) {
  const pages: [page: string, title: string, description: string][] = [
    [
      'home',
      `${brand} | Prepaid SIM and eSIM plans`,
      `Nationwide 5G prepaid plans from ${brand}. No contracts, no credit checks, keep your number.`,
    ],
    [
      'shop',
      `Plans | ${brand}`,
      'Compare unlimited talk, text and data plans and pick the one that fits. Prices include every fee we can.',
    ],
    [
      'about',
      `About us | ${brand}`,
      `Who we are and how ${brand} keeps prepaid wireless simple, fair and fast.`,
    ],
    ['cart', `Your cart | ${brand}`, 'Review your plan, choose SIM or eSIM and a new or existing number.'],
    ['checkout', `Checkout | ${brand}`, 'Confirm your order and pay securely with a saved or new card.'],
    [
      'contact-us',
      `Contact us | ${brand}`,
      'Questions about a plan, your order or porting a number? Send us a message.',
    ],
    [
      'faq',
      `FAQ | ${brand}`,
      'Answers about coverage, eSIM, porting your number, payments and your account.',
    ],
    ['forgot-password', `Forgot password | ${brand}`, 'Get a link to set a new password for your account.'],
    ['login', `Log in | ${brand}`, 'Log in to manage your lines, cards and orders.'],
    ['login-with-password', `Log in with password | ${brand}`, 'Log in to your account with your password.'],
    [
      'login-without-password',
      `Log in with a code | ${brand}`,
      'Get a one-time code by email to log in without a password.',
    ],
    ['otp-login', `Enter your code | ${brand}`, `Enter the ${LOGIN_CODE_LENGTH}-digit code we emailed you.`],
    [
      'privacy-policy',
      `Privacy policy | ${brand}`,
      `How ${brand} collects, uses and protects your personal information.`,
    ],
    [
      'terms-and-conditions',
      `Terms and conditions | ${brand}`,
      `The terms of service for ${brand} prepaid wireless plans.`,
    ],
    ['register', `Create an account | ${brand}`, `Create your ${brand} account in under a minute.`],
    ['reset-password', `Reset password | ${brand}`, 'Choose a new password for your account.'],
    ['crm-login', `Support sign-in | ${brand}`, 'Sign-in for support agents helping a customer.'],
    ['dashboard', `My account | ${brand}`, 'Your lines, profile, saved cards and order history.'],
    ['not-found', `Page not found | ${brand}`, 'The page you were looking for is not here.'],
  ];
  return pages.map(([page, metaTitle, metaDescription]) => ({ page, metaTitle, metaDescription }));
}

/** Port-in help for the large US carriers: where the account number and the transfer PIN are. */
export const DEMO_CARRIER_HELP = [
  {
    carrier: 'AT&T',
    accountNumber:
      'A 9- or 12-digit number at the top of your AT&T bill, or in the myAT&T app under Account overview.',
    pin: 'Request a Number Transfer PIN in the myAT&T app (Profile, then Number Transfer PIN) or dial *PORT (*7678) from your AT&T phone. It works for a limited time.',
  },
  {
    carrier: 'Verizon',
    accountNumber: 'In the My Verizon app or at the top of your bill: Account, then Account overview.',
    pin: 'Generate a Number Transfer PIN in the My Verizon app (Account, then Number Lock and Transfer PIN) or dial #PORT (#7678) from your Verizon phone.',
  },
  {
    carrier: 'T-Mobile',
    accountNumber: 'A 9-digit number on your T-Mobile bill, or in the T-Mobile app under Account.',
    pin: 'Create a number transfer PIN in the T-Mobile app or on your online account under Profile settings. It is not the PIN you log in with.',
  },
  {
    carrier: 'Cricket Wireless',
    accountNumber: 'In the myCricket app under Account, or on your monthly statement.',
    pin: 'Ask for a Number Transfer PIN in the myCricket app or by calling Cricket customer support.',
  },
  {
    carrier: 'Metro by T-Mobile',
    accountNumber:
      'Your account number is usually your Metro phone number; check the Metro app under Account.',
    pin: 'Use the account PIN you set up with Metro, or create a transfer PIN in the Metro by T-Mobile app.',
  },
  {
    carrier: 'Boost Mobile',
    accountNumber: 'In the Boost Mobile app under Account, or ask Boost customer support.',
    pin: 'Request a Number Transfer PIN in the Boost Mobile app under Account settings.',
  },
];

/** The FAQ's first version, published by the seed; content editors change it in the console. */
export function demoFaq(brand: string) {
  return [
    {
      question: `Which phones work with ${brand}?`,
      answer:
        'Any unlocked phone that supports 4G LTE and VoLTE on US networks. eSIM needs a phone that supports eSIM, such as recent iPhone, Pixel and Galaxy models.',
    },
    {
      question: 'Can I keep my current number?',
      answer:
        'Yes. Choose "Bring my number" in the cart. You will need your account number and PIN (transfer PIN) from your current carrier. Most transfers finish within a few hours.',
    },
    {
      question: 'How do I activate an eSIM?',
      answer:
        'After payment we show and email a QR code. On your phone open Settings, then Cellular or Mobile network, add an eSIM, and scan the code.',
    },
    {
      question: 'When am I charged?',
      answer:
        'You pay for the first month at checkout. Each plan renews monthly with the card marked Primary in your account. You can change it any time.',
    },
    {
      question: 'What are the taxes and fees?',
      answer:
        'State sales tax and a regulatory fee are added at checkout and shown line by line before you pay. Promo codes are applied before taxes.',
    },
    {
      question: 'How do I contact support?',
      answer:
        'Use the chat button on any page or send us a message from the Contact Us page. We answer within one business day.',
    },
  ];
}
