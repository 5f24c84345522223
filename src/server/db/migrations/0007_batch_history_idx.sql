DROP INDEX "batches_wallet_idx";--> statement-breakpoint
CREATE INDEX "batches_wallet_time_idx" ON "batches" USING btree ("wallet","start_time","id");--> statement-breakpoint
CREATE INDEX "batches_wallet_idx" ON "batches" USING btree ("wallet","kind","start_time","id");