// A type-only cycle: order.ts and order-line.ts import each other's types.
import type { OrderLine } from './order-line';

export type Order = { id: string; lines: OrderLine[] };
