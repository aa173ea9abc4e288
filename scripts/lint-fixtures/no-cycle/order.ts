// The right shape: the shared type lives in a file that imports neither.
import type { OrderLine } from './order-line';

export type Order = { id: string; lines: OrderLine[] };
