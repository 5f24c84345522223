CREATE TABLE "batch_recipients" (
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"address" text NOT NULL,
	"amount" text NOT NULL,
	"operation_id" uuid NOT NULL,
	"tx_index" integer NOT NULL,
	"previous_signatures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "batch_recipients_batch_id_position_pk" PRIMARY KEY("batch_id","position")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet" text NOT NULL,
	"kind" text NOT NULL,
	"token_address" text,
	"token_symbol" text NOT NULL,
	"token_decimals" integer NOT NULL,
	"send_type" text NOT NULL,
	"total_amount" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"gas_multiplier" real NOT NULL,
	"priority" text NOT NULL,
	"final_status" text,
	"successful_recipients" integer DEFAULT 0 NOT NULL,
	"failed_recipients" integer DEFAULT 0 NOT NULL,
	"gas_used" text DEFAULT '0' NOT NULL,
	"operation_ids" jsonb NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "batch_recipients" ADD CONSTRAINT "batch_recipients_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_recipients_op_idx" ON "batch_recipients" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "batches_wallet_idx" ON "batches" USING btree ("wallet","kind","start_time");