/** The Spanish (es-US) translation of the contracts' texts: the specification's messages and ours. */
import { createTranslator } from './catalogue';
import { MESSAGE_PAIRS_ES } from './messages-es';
import { PRODUCT_MESSAGE_PAIRS_ES } from './product-messages-es';

export const toSpanish = createTranslator([...MESSAGE_PAIRS_ES, ...PRODUCT_MESSAGE_PAIRS_ES]);
