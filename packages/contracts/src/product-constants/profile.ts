// Profile and settings.
/** Countries offered first in the phone country picker, in this order (the rest follow by name). */
export const PHONE_COUNTRIES_FIRST = ['US', 'GB'] as const;
