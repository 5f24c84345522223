CREATE TABLE "token_images" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploader" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
