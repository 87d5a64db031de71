CREATE TABLE "analytics_distinct" (
	"organization_id" text NOT NULL,
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"g" integer[] NOT NULL,
	CONSTRAINT "analytics_distinct_organization_id_scope_day_pk" PRIMARY KEY("organization_id","scope","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_distinct_built" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_distinct_pair" (
	"organization_id" text NOT NULL,
	"scope" text NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "analytics_distinct_pair_organization_id_scope_user_id_day_pk" PRIMARY KEY("organization_id","scope","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_tally" (
	"organization_id" text NOT NULL,
	"department" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "member_tally_organization_id_department_pk" PRIMARY KEY("organization_id","department")
);
--> statement-breakpoint
ALTER TABLE "analytics_distinct" ADD CONSTRAINT "analytics_distinct_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_distinct_built" ADD CONSTRAINT "analytics_distinct_built_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_distinct_pair" ADD CONSTRAINT "analytics_distinct_pair_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tally" ADD CONSTRAINT "member_tally_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_distinct_pair_day_idx" ON "analytics_distinct_pair" USING btree ("organization_id","scope","day");--> statement-breakpoint
-- member_tally follows every insert, delete and department change of member
CREATE FUNCTION member_tally_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE member_tally SET n = n - 1 WHERE organization_id = OLD.organization_id AND department = coalesce(OLD.department, '');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO member_tally (organization_id, department, n) VALUES (NEW.organization_id, coalesce(NEW.department, ''), 1)
    ON CONFLICT (organization_id, department) DO UPDATE SET n = member_tally.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_tally_after AFTER INSERT OR DELETE OR UPDATE OF organization_id, department ON member FOR EACH ROW EXECUTE FUNCTION member_tally_change();
--> statement-breakpoint
INSERT INTO member_tally (organization_id, department, n) SELECT organization_id, coalesce(department, ''), count(*)::integer FROM member GROUP BY 1, 2;
