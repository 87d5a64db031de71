CREATE TABLE "invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_amount_check" CHECK ("invoice"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_line" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"plan" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_spend" (
	"id" text PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text,
	"entered_by" text,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_spend_month_check" CHECK ("sales_spend"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "sales_spend_amount_check" CHECK ("sales_spend"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"billing_anchor" timestamp with time zone NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_span" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"monthly_value_cents" integer NOT NULL,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_span_plan_check" CHECK ("subscription_span"."plan" in ('starter', 'professional', 'enterprise')),
	CONSTRAINT "subscription_span_status_check" CHECK ("subscription_span"."status" in ('active', 'past_due', 'cancelled')),
	CONSTRAINT "subscription_span_value_check" CHECK ("subscription_span"."monthly_value_cents" >= 0),
	CONSTRAINT "subscription_span_order_check" CHECK ("subscription_span"."ends_at" is null or "subscription_span"."ends_at" > "subscription_span"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "organization_setting" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_spend" ADD CONSTRAINT "sales_spend_entered_by_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_span" ADD CONSTRAINT "subscription_span_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_span" ADD CONSTRAINT "subscription_span_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_org_period_idx" ON "invoice" USING btree ("organization_id","period_start");--> statement-breakpoint
CREATE INDEX "invoice_line_org_invoice_idx" ON "invoice_line" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "sales_spend_month_idx" ON "sales_spend" USING btree ("month");--> statement-breakpoint
CREATE INDEX "subscription_span_org_starts_idx" ON "subscription_span" USING btree ("organization_id","starts_at");--> statement-breakpoint
-- Organizations that existed before plans: each starts on Starter from the day it was created.
INSERT INTO "subscription" ("organization_id", "billing_anchor") SELECT "id", "created_at" FROM "organization" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "subscription_span" ("id", "organization_id", "plan", "status", "starts_at", "monthly_value_cents") SELECT 'span-' || "id", "id", 'starter', 'active', "created_at", 4900 FROM "organization" ON CONFLICT DO NOTHING;
