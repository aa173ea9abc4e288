import type { CardNetwork } from '@mvno/contracts/constants';

/** Display names of the SPEC §3 card networks; also the logo's alt text. */
export const CARD_NETWORK_NAMES: Record<CardNetwork, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

export function cardNetworkLogo(network: CardNetwork): string {
  return `/card-networks/${network}.svg`;
}

/**
 * Transactions carry the network as free text (it may predate our list): known networks get
 * their display name, anything else is shown as sent.
 */
export function cardNetworkName(network: string): string {
  return (CARD_NETWORK_NAMES as Record<string, string | undefined>)[network.toLowerCase()] ?? network;
}
