import type { Order } from './order';

export type OrderLine = { order: Order; item: string };
