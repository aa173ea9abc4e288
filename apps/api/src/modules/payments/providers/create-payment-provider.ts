/** Picks the payment provider from config: Stripe when a secret key is set, else the sandbox. */
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider';
import { createSandboxRepository } from './sandbox/sandbox-repository';
import { createStripeProvider } from './stripe/stripe-provider';

export type ConfiguredProvider = {
  provider: PaymentProvider;
  /** Present when the sandbox is the provider: its hosted page is served by this app. */
  sandbox: SandboxProvider | undefined;
};

export function createConfiguredPaymentProvider(
  config: Pick<Config, 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeApiBase' | 'sandboxChargeDelayMs'>,
  db: Db,
  publicUrl: string,
): ConfiguredProvider {
  if (config.stripeSecretKey) {
    const provider = createStripeProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      apiBase: config.stripeApiBase,
    });
    return { provider, sandbox: undefined };
  }
  const sandbox = createSandboxProvider({
    repository: createSandboxRepository(db),
    publicUrl,
    chargeDelayMs: config.sandboxChargeDelayMs,
  });
  return { provider: sandbox.provider, sandbox };
}
