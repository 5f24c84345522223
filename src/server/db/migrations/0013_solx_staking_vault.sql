CREATE TABLE "solx_allocations" (
	"id" text PRIMARY KEY NOT NULL,
	"vault" text NOT NULL,
	"amount" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solx_faucet_grants" (
	"wallet" text PRIMARY KEY NOT NULL,
	"amount" text NOT NULL,
	"signature" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solx_token" (
	"id" text PRIMARY KEY DEFAULT 'solx' NOT NULL,
	"mint" text NOT NULL,
	"token_program" text NOT NULL,
	"staking_vault" text NOT NULL,
	"pool_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solx_whitelist" (
	"wallet" text PRIMARY KEY NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stake_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stake_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"kind" text NOT NULL,
	"principal" text NOT NULL,
	"reward" text NOT NULL,
	"operation_id" uuid NOT NULL,
	"signature" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stake_payments_operation_id_unique" UNIQUE("operation_id")
);
--> statement-breakpoint
CREATE TABLE "stakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet" text NOT NULL,
	"pool_id" text NOT NULL,
	"amount" text NOT NULL,
	"apr_bps" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"day_ms" integer NOT NULL,
	"claimed" text DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"operation_id" uuid NOT NULL,
	"signature" text,
	"staked_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"key_name" text NOT NULL,
	"service" text NOT NULL,
	"version" integer NOT NULL,
	"kek_id" text NOT NULL,
	"iv" text NOT NULL,
	"ciphertext" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stake_payments" ADD CONSTRAINT "stake_payments_stake_id_stakes_id_fk" FOREIGN KEY ("stake_id") REFERENCES "public"."stakes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stake_payments_wallet_idx" ON "stake_payments" USING btree ("wallet","created_at");--> statement-breakpoint
CREATE INDEX "stakes_wallet_idx" ON "stakes" USING btree ("wallet","created_at");--> statement-breakpoint
CREATE INDEX "stakes_pool_idx" ON "stakes" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "api_keys_wallet_idx" ON "api_keys" USING btree ("wallet","created_at");