CREATE TABLE "organization_setting" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"show_item_tags" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_response" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessment_response" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "assessment_response" ADD COLUMN "elapsed_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_setting" ADD CONSTRAINT "organization_setting_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;