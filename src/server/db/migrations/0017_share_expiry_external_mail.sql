CREATE TABLE "external_mail_day" (
	"organization_id" text NOT NULL,
	"day" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "external_mail_day_organization_id_day_pk" PRIMARY KEY("organization_id","day")
);
--> statement-breakpoint
ALTER TABLE "report_share" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "report_share" SET "expires_at" = "created_at" + interval '30 days';--> statement-breakpoint
ALTER TABLE "report_share" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_share" ADD COLUMN "include_people" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "external_mail_day" ADD CONSTRAINT "external_mail_day_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;