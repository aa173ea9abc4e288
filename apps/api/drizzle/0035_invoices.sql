ALTER TABLE "billing_document_lines" DROP CONSTRAINT "billing_document_lines_document_id_billing_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_document_lines" ADD CONSTRAINT "billing_document_lines_document_id_billing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."billing_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "billing_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoices and credit notes are never edited: issue a credit note';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "billing_documents_no_update" BEFORE UPDATE ON "billing_documents" FOR EACH ROW EXECUTE FUNCTION "billing_documents_immutable"();--> statement-breakpoint
CREATE TRIGGER "billing_document_lines_no_update" BEFORE UPDATE ON "billing_document_lines" FOR EACH ROW EXECUTE FUNCTION "billing_documents_immutable"();
