CREATE TABLE "billing_document_lines" (
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"reverses_position" integer,
	"description" text NOT NULL,
	"tax_type" text,
	"level" text,
	"jurisdiction_code" text,
	"jurisdiction_name" text,
	"rate_milli_percent" integer,
	"flat_cents" integer,
	"taxable_cents" integer,
	"reportable" boolean,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "billing_document_lines_document_id_position_pk" PRIMARY KEY("document_id","position")
);
--> statement-breakpoint
CREATE TABLE "billing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"invoice_id" uuid,
	"reason" text,
	"item" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"total_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"tax_state" text,
	"tax_zip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_document_lines" ADD CONSTRAINT "billing_document_lines_document_id_billing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."billing_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_invoice_id_billing_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_number_idx" ON "billing_documents" USING btree ("series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_transaction_idx" ON "billing_documents" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "billing_documents_user_idx" ON "billing_documents" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "billing_documents_invoice_idx" ON "billing_documents" USING btree ("invoice_id");--> statement-breakpoint
CREATE FUNCTION "billing_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An account's erasure (decision 075) may take a line's nickname out of the wording, and nothing else.
  IF current_setting('brightline.erasure', true) = 'on' THEN
    IF TG_TABLE_NAME = 'billing_documents' AND (to_jsonb(NEW) - 'item') = (to_jsonb(OLD) - 'item') THEN
      RETURN NEW;
    END IF;
    IF TG_TABLE_NAME = 'billing_document_lines'
      AND (to_jsonb(NEW) - 'description') = (to_jsonb(OLD) - 'description') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'invoices and credit notes are never edited: issue a credit note';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "billing_documents_no_update" BEFORE UPDATE ON "billing_documents" FOR EACH ROW EXECUTE FUNCTION "billing_documents_immutable"();--> statement-breakpoint
CREATE TRIGGER "billing_document_lines_no_update" BEFORE UPDATE ON "billing_document_lines" FOR EACH ROW EXECUTE FUNCTION "billing_documents_immutable"();
