/**
 * Path parameters (decision 052): the schemas of one, and the parameters several contracts share;
 * one contract's own stay in its file. Customers' pages import this file: no staff texts here. Apart
 * from common.ts, which the first load imports without zod.
 */
import { z } from 'zod';
import { lines } from '../product-messages/lines';
import { UUID_PATTERN } from './common';

/**
 * A path parameter that is an id: anything but a UUID names nothing, and the call answers 404
 * with `notFound` (the same words as an id that names no row).
 */
export const zPathId = (notFound: string) => z.string().regex(UUID_PATTERN, notFound);

/** A path parameter of free text (a promotion's code): whether it names anything is the handler's answer. */
export const zPathText = z.string();

/** `/app/users/lines/:id/...`: one of the customer's lines. */
export const zLineParams = z.object({ id: zPathId(lines.lineNotFound) });
