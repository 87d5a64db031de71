CREATE TABLE "designed_type" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designed_type_version" (
	"type_id" text NOT NULL,
	"version" integer NOT NULL,
	"organization_id" text NOT NULL,
	"definition" jsonb NOT NULL,
	"item_bank_version" text NOT NULL,
	"item_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designed_type_version_type_id_version_pk" PRIMARY KEY("type_id","version")
);
--> statement-breakpoint
ALTER TABLE "designed_type" ADD CONSTRAINT "designed_type_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designed_type" ADD CONSTRAINT "designed_type_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designed_type_version" ADD CONSTRAINT "designed_type_version_type_id_designed_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."designed_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designed_type_version" ADD CONSTRAINT "designed_type_version_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designed_type_org_idx" ON "designed_type" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "designed_type_org_code_idx" ON "designed_type" USING btree ("organization_id","code") WHERE "designed_type"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "designed_type_version_org_idx" ON "designed_type_version" USING btree ("organization_id","type_id");--> statement-breakpoint
CREATE INDEX "designed_type_version_bank_idx" ON "designed_type_version" USING btree ("item_bank_version");