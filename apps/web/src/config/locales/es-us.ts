/**
 * The Spanish (es-US) catalogue of the browser app, its own chunk (decision 053): the texts the
 * pages write themselves (web-es.ts), then the contracts' (the specification's messages and ours).
 */
import type { Translator } from '@mvno/contracts/locales/catalogue';
import { toSpanish } from '@mvno/contracts/locales/es-us';
import { WEB_ES } from './web-es';

const texts = new Map(Object.entries(WEB_ES));

export const spanish: Translator = (english) => texts.get(english) ?? toSpanish(english);
