ALTER TABLE "solx_faucet_grants" ADD COLUMN "last_valid_block_height" bigint;--> statement-breakpoint
ALTER TABLE "solx_faucet_grants" ADD COLUMN "status" text DEFAULT 'granted' NOT NULL;