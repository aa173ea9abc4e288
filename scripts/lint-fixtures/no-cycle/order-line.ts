export type OrderLine = { orderId: string; item: string };
