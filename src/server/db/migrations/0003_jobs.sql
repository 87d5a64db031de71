CREATE TABLE "job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"organization_id" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"singleton_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_limit" integer DEFAULT 3 NOT NULL,
	"retry_delay_seconds" integer DEFAULT 30 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_state_check" CHECK ("job"."state" in ('queued', 'active', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "job_schedule" (
	"name" text PRIMARY KEY NOT NULL,
	"cron" text NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"organization_id" text,
	"retry_limit" integer DEFAULT 1 NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_schedule" ADD CONSTRAINT "job_schedule_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_fetch_idx" ON "job" USING btree ("queue","run_at","id") WHERE state = 'queued';--> statement-breakpoint
CREATE INDEX "job_lease_idx" ON "job" USING btree ("locked_until") WHERE state = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "job_singleton_idx" ON "job" USING btree ("queue","singleton_key") WHERE state in ('queued', 'active') and singleton_key is not null;--> statement-breakpoint
CREATE INDEX "job_finished_idx" ON "job" USING btree ("state","finished_at");--> statement-breakpoint
CREATE INDEX "job_organization_idx" ON "job" USING btree ("organization_id","created_at");