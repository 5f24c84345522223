CREATE TABLE "bridge_deployments" (
	"chain" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"bridge_address" text NOT NULL,
	"tokens" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bridge_scan_cursors" (
	"chain" text PRIMARY KEY NOT NULL,
	"next_block" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bridge_tokens" (
	"symbol" text PRIMARY KEY NOT NULL,
	"mint" text NOT NULL,
	"decimals" integer NOT NULL,
	"token_program" text NOT NULL,
	"custody_account" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bridge_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ref" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bridge_transfers_ref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wallet" text NOT NULL,
	"source_chain" text NOT NULL,
	"destination_chain" text NOT NULL,
	"token" text NOT NULL,
	"decimals" integer NOT NULL,
	"amount" text NOT NULL,
	"fee" text NOT NULL,
	"received" text NOT NULL,
	"destination_address" text NOT NULL,
	"source_address" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"stage" text DEFAULT 'awaiting signature' NOT NULL,
	"progress" integer DEFAULT 10 NOT NULL,
	"operation_id" uuid,
	"source_tx" text,
	"source_log_index" integer,
	"message_id" text,
	"guardian_signatures" jsonb,
	"destination_tx" text,
	"release_tx" text,
	"release_last_valid_block_height" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bridge_transfers" ADD CONSTRAINT "bridge_transfers_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bridge_transfers_wallet_idx" ON "bridge_transfers" USING btree ("wallet","created_at");--> statement-breakpoint
CREATE INDEX "bridge_transfers_status_idx" ON "bridge_transfers" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "bridge_transfers_ref_idx" ON "bridge_transfers" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "bridge_transfers_message_idx" ON "bridge_transfers" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bridge_transfers_operation_idx" ON "bridge_transfers" USING btree ("operation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bridge_transfers_source_event_idx" ON "bridge_transfers" USING btree ("source_chain","source_tx","source_log_index");