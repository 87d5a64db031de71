CREATE TABLE "assessment" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"type_id" text NOT NULL,
	"title" text NOT NULL,
	"user_id" text NOT NULL,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_response" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"assessment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"type_id" text NOT NULL,
	"item_bank_version" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"answer_values" smallint[] NOT NULL,
	"answer_ms" integer[] NOT NULL,
	"answer_texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"respondent" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" jsonb,
	"scoring_metadata" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"scored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assessment_scores" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"assessment_id" text NOT NULL,
	"response_id" text NOT NULL,
	"dimension" text NOT NULL,
	"score" double precision NOT NULL,
	"raw_score" double precision NOT NULL,
	"percentile" double precision,
	"stanine" integer,
	"scoring_rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_share" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"response_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_share_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "assessment" ADD CONSTRAINT "assessment_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment" ADD CONSTRAINT "assessment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment" ADD CONSTRAINT "assessment_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_response" ADD CONSTRAINT "assessment_response_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_response" ADD CONSTRAINT "assessment_response_assessment_id_assessment_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_response" ADD CONSTRAINT "assessment_response_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_scores" ADD CONSTRAINT "assessment_scores_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_scores" ADD CONSTRAINT "assessment_scores_assessment_id_assessment_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_scores" ADD CONSTRAINT "assessment_scores_response_id_assessment_response_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."assessment_response"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_share" ADD CONSTRAINT "result_share_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_share" ADD CONSTRAINT "result_share_response_id_assessment_response_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."assessment_response"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_share" ADD CONSTRAINT "result_share_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_org_user_idx" ON "assessment" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "assessment_response_org_assessment_idx" ON "assessment_response" USING btree ("organization_id","assessment_id");--> statement-breakpoint
CREATE INDEX "assessment_response_org_completed_idx" ON "assessment_response" USING btree ("organization_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_scores_org_response_dim_idx" ON "assessment_scores" USING btree ("organization_id","response_id","dimension");--> statement-breakpoint
CREATE INDEX "result_share_org_response_idx" ON "result_share" USING btree ("organization_id","response_id");