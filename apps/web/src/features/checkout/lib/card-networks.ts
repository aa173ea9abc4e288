import type { CardNetwork } from '@mvno/contracts/constants';

/** Display names of the SPEC §3 networks (also the logo's alt text); same table as the payments feature. */
export const CARD_NETWORK_NAMES: Record<CardNetwork, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

export const cardNetworkLogo = (network: CardNetwork) => `/card-networks/${network}.svg`;
