CREATE TABLE "analytics_fact" (
	"organization_id" text NOT NULL,
	"response_id" text NOT NULL,
	"user_id" text NOT NULL,
	"type_id" text NOT NULL,
	"department" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"sex" text,
	"age" integer,
	"simulated" boolean NOT NULL,
	"percentiles" real[],
	"pillars" real[],
	CONSTRAINT "analytics_fact_organization_id_response_id_pk" PRIMARY KEY("organization_id","response_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup" (
	"organization_id" text NOT NULL,
	"department" text NOT NULL,
	"type_id" text NOT NULL,
	"day" date NOT NULL,
	"day_count" integer NOT NULL,
	"v" double precision[] NOT NULL,
	CONSTRAINT "analytics_rollup_organization_id_department_type_id_day_pk" PRIMARY KEY("organization_id","department","type_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_activity" (
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "member_activity_organization_id_day_user_id_pk" PRIMARY KEY("organization_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "process_metric" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "organization_setting" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "organization_setting" ADD COLUMN "departments" jsonb;--> statement-breakpoint
ALTER TABLE "organization_setting" ADD COLUMN "min_group_size" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_setting" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_response" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_fact" ADD CONSTRAINT "analytics_fact_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_fact" ADD CONSTRAINT "analytics_fact_response_id_assessment_response_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."assessment_response"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_fact" ADD CONSTRAINT "analytics_fact_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_rollup" ADD CONSTRAINT "analytics_rollup_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_activity" ADD CONSTRAINT "member_activity_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_activity" ADD CONSTRAINT "member_activity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_fact_org_completed_idx" ON "analytics_fact" USING btree ("organization_id","completed_at","user_id");