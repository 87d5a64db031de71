CREATE TABLE "feedback_project" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"subject_user_id" text NOT NULL,
	"title" text NOT NULL,
	"form" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"min_group_size" integer DEFAULT 3 NOT NULL,
	"manager_approval" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_by" text,
	"self_assessment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_rater" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"relationship" text NOT NULL,
	"custom_relationship" text,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"approval" text DEFAULT 'approved' NOT NULL,
	"nominated_by" text,
	"answer_values" smallint[] NOT NULL,
	"comments" jsonb NOT NULL,
	"invited_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_setting" ADD COLUMN "self_initiated_360" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_project" ADD CONSTRAINT "feedback_project_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_project" ADD CONSTRAINT "feedback_project_subject_user_id_user_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_project" ADD CONSTRAINT "feedback_project_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_project" ADD CONSTRAINT "feedback_project_self_assessment_id_assessment_id_fk" FOREIGN KEY ("self_assessment_id") REFERENCES "public"."assessment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_rater" ADD CONSTRAINT "feedback_rater_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_rater" ADD CONSTRAINT "feedback_rater_project_id_feedback_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."feedback_project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_rater" ADD CONSTRAINT "feedback_rater_nominated_by_user_id_fk" FOREIGN KEY ("nominated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_project_org_subject_idx" ON "feedback_project" USING btree ("organization_id","subject_user_id");--> statement-breakpoint
CREATE INDEX "feedback_project_org_created_idx" ON "feedback_project" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_rater_org_project_idx" ON "feedback_rater" USING btree ("organization_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_rater_token_idx" ON "feedback_rater" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_rater_project_email_idx" ON "feedback_rater" USING btree ("project_id",lower("email"));