/**
 * The texts of the staff console (care, the chat inbox, catalogue and content editing, the KPI page), apart from PRODUCT_MESSAGES:
 * every customer page ships PRODUCT_MESSAGES in its first script, and no customer reads these.
 */
import { care } from './product-messages/care';
import { careLines } from './product-messages/care-lines';
import { catalogue } from './product-messages/catalogue';
import { content } from './product-messages/content';
import { inbox } from './product-messages/inbox';
import { kpis } from './product-messages/kpis';
import { signIn } from './product-messages/staff-sign-in';

export const STAFF_MESSAGES = { care, careLines, catalogue, content, inbox, kpis, signIn } as const;
