import { describe, expect, it } from 'vitest';
import { RUNTIME_SETTINGS_DEFAULTS } from '@mvno/contracts/runtime-settings';
import { readRuntimeConfig } from './runtime';

function page(content?: string): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.setAttribute('name', 'app-config');
    meta.setAttribute('content', content);
    doc.head.append(meta);
  }
  return doc;
}

describe('runtime settings', () => {
  it('reads the settings the server put in the meta tag, defaults for the rest', () => {
    const config = readRuntimeConfig(page(JSON.stringify({ apiKey: 'web-key', brandName: 'Other Mobile' })));
    expect(config).toEqual({ ...RUNTIME_SETTINGS_DEFAULTS, apiKey: 'web-key', brandName: 'Other Mobile' });
  });

  it('without a tag (the dev server) takes the defaults and the given api key', () => {
    expect(readRuntimeConfig(page(), 'dev-key')).toEqual({ ...RUNTIME_SETTINGS_DEFAULTS, apiKey: 'dev-key' });
    expect(readRuntimeConfig(undefined)).toEqual(RUNTIME_SETTINGS_DEFAULTS);
  });

  it.each(['not json', JSON.stringify({ contentHost: 'not a url' }), JSON.stringify([1])])(
    'parses rather than trusts the tag: %s gives the defaults',
    (content) => {
      expect(readRuntimeConfig(page(content))).toEqual(RUNTIME_SETTINGS_DEFAULTS);
    },
  );
});
