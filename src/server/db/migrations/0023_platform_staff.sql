CREATE TABLE "organization_suspension" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"suspended_by" text,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_staff" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_staff_role_check" CHECK ("platform_staff"."role" in ('platform_admin', 'ceo', 'marketer', 'sales'))
);
--> statement-breakpoint
CREATE TABLE "business_partner" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_partner_status_check" CHECK ("business_partner"."status" in ('active', 'pipeline'))
);
--> statement-breakpoint
CREATE TABLE "business_target" (
	"id" text PRIMARY KEY NOT NULL,
	"monthly_revenue_cents" integer NOT NULL,
	"partners_min" integer NOT NULL,
	"partners_max" integer NOT NULL,
	"readiness_percent" integer NOT NULL,
	"launch_date" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_target_id_check" CHECK ("business_target"."id" = 'current'),
	CONSTRAINT "business_target_revenue_check" CHECK ("business_target"."monthly_revenue_cents" >= 0),
	CONSTRAINT "business_target_partners_check" CHECK ("business_target"."partners_min" >= 0 and "business_target"."partners_max" >= "business_target"."partners_min"),
	CONSTRAINT "business_target_readiness_check" CHECK ("business_target"."readiness_percent" between 0 and 100),
	CONSTRAINT "business_target_date_check" CHECK ("business_target"."launch_date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "launch_checklist_item" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "invoice_org_period_idx";--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "organization_suspension" ADD CONSTRAINT "organization_suspension_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_suspension" ADD CONSTRAINT "organization_suspension_suspended_by_user_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_staff" ADD CONSTRAINT "platform_staff_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_staff" ADD CONSTRAINT "platform_staff_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_target" ADD CONSTRAINT "business_target_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_checklist_item" ADD CONSTRAINT "launch_checklist_item_done_by_user_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_partner_status_idx" ON "business_partner" USING btree ("status");--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_paid_by_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_org_period_idx" ON "invoice" USING btree ("organization_id","period_start");