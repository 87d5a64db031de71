CREATE TABLE "item_bank" (
	"version" text PRIMARY KEY NOT NULL,
	"type_id" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
