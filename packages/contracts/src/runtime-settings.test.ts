import { describe, expect, it } from 'vitest';
import { RUNTIME_SETTINGS_DEFAULTS, zRuntimeSettings } from './runtime-settings';

describe('runtime settings', () => {
  it('fills every missing setting with its default', () => {
    expect(zRuntimeSettings.parse({})).toEqual(RUNTIME_SETTINGS_DEFAULTS);
  });

  it('refuses anything but a publishable key as the card provider key (a secret key never reaches a page)', () => {
    expect(zRuntimeSettings.safeParse({ cardProviderKey: 'sk_test_abc123' }).success).toBe(false);
    expect(zRuntimeSettings.safeParse({ cardProviderKey: 'pk_live_abc123' }).success).toBe(true);
  });

  it('keeps the settings given', () => {
    const given = {
      apiKey: 'web-key',
      brandName: 'Other Mobile',
      contentHost: 'https://content.example',
      contentProduct: 'other-brand',
      devicesUrl: 'https://devices.example/phones',
      chatProvider: 'intercom',
      intercomAppId: 'abc123de',
      demo: true,
      cardProviderKey: 'pk_test_abc123',
    };
    expect(zRuntimeSettings.parse(given)).toEqual(given);
  });

  it.each([
    { brandName: '' },
    { contentHost: 'not a url' },
    { contentHost: 'javascript:alert(1)' },
    { contentProduct: 'Has Spaces' },
    { devicesUrl: 'ftp://devices.example' },
    { apiKey: 42 },
    { chatProvider: 'zendesk' },
    { intercomAppId: 'x"onload="' },
  ])('refuses %j', (value) => {
    expect(zRuntimeSettings.safeParse(value).success).toBe(false);
  });
});
