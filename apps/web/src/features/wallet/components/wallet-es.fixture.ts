/** The wallet's Spanish texts, for the tests: the catalogue itself, never retyped. */
export { wallet as WALLET_ES } from '@mvno/contracts/locales/es/wallet';
