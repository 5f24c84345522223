CREATE TABLE "pool_price_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"price" double precision NOT NULL,
	"sampled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"wallet" text PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pool_price_samples_pool_time_idx" ON "pool_price_samples" USING btree ("pool_id","sampled_at");