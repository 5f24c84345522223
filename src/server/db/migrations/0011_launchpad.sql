CREATE TABLE "launch_trades" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"mint" text NOT NULL,
	"wallet" text NOT NULL,
	"side" text NOT NULL,
	"tokens" text NOT NULL,
	"lamports" text NOT NULL,
	"fee_lamports" text NOT NULL,
	"price_sol" double precision NOT NULL,
	"sold_after" text NOT NULL,
	"slot" integer,
	"signature" text NOT NULL,
	"executed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launches" (
	"mint" text PRIMARY KEY NOT NULL,
	"creator" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"description" text NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"telegram" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"curve" text NOT NULL,
	"token_vault" text NOT NULL,
	"sol_vault" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"operation_id" uuid NOT NULL,
	"graduation_tx" text,
	"graduation_valid_height" text,
	"graduation_signature" text,
	"pool_id" text,
	"pool_vault_a" text,
	"pool_vault_b" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"graduated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "launches" ADD CONSTRAINT "launches_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launch_trades_mint_idx" ON "launch_trades" USING btree ("mint","executed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "launch_trades_signature_idx" ON "launch_trades" USING btree ("signature");--> statement-breakpoint
CREATE INDEX "launches_creator_idx" ON "launches" USING btree ("creator");--> statement-breakpoint
CREATE INDEX "launches_status_idx" ON "launches" USING btree ("status");