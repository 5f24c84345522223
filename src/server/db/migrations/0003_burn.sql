CREATE TABLE "burns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet" text NOT NULL,
	"mint" text NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"decimals" integer NOT NULL,
	"token_program" text NOT NULL,
	"method" text NOT NULL,
	"burn_type" text NOT NULL,
	"amount" text NOT NULL,
	"balance_before" text NOT NULL,
	"supply_before" text NOT NULL,
	"supply_after" text,
	"balance_percentage" double precision NOT NULL,
	"supply_percentage" double precision NOT NULL,
	"reason" text NOT NULL,
	"operation_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"signature" text,
	"fee_lamports" text,
	"rent_returned_lamports" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "burns" ADD CONSTRAINT "burns_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "burns_wallet_idx" ON "burns" USING btree ("wallet","created_at");--> statement-breakpoint
CREATE INDEX "burns_operation_idx" ON "burns" USING btree ("operation_id");