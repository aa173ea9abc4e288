import Bowser from 'bowser';

export type DeviceDescription = {
  /** "Chrome 131"; null when the user agent names no known browser. */
  browser: string | null;
  /** "macOS 14", "Android 14", "Linux"; null when unknown. */
  os: string | null;
  /** desktop, mobile or tablet; null when unknown. */
  deviceType: string | null;
  /** Browser, system and device type without versions: the same device keeps its key across updates. */
  key: string;
};

/** The most of a User-Agent header that is kept (real ones are far shorter). */
export const USER_AGENT_MAX_LENGTH = 512;

function join(...parts: (string | undefined)[]): string | null {
  const text = parts.filter((part) => part !== undefined && part !== '').join(' ');
  return text === '' ? null : text;
}

/** What a User-Agent header says about the device, by a maintained parser (bowser). */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const parsed = userAgent ? Bowser.parse(userAgent.slice(0, USER_AGENT_MAX_LENGTH)) : undefined;
  const browserName = parsed?.browser.name;
  const majorVersion = parsed?.browser.version?.split('.')[0];
  const osName = parsed?.os.name;
  const osVersion = parsed?.os.versionName ?? parsed?.os.version?.split('.')[0];
  const deviceType = parsed?.platform.type || null;
  return {
    browser: join(browserName, majorVersion),
    os: join(osName, osVersion),
    deviceType,
    key: [browserName || '?', osName || '?', deviceType || '?'].join('|').toLowerCase(),
  };
}
