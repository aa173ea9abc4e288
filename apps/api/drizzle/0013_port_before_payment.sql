ALTER TABLE "orders" ADD COLUMN "own_sim_iccid" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_transaction_id_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;