ALTER TABLE "analytics_rollup" ADD COLUMN "day_started" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- each day's started responses, from the running totals (element 2 of v is the cumulative started count)
UPDATE "analytics_rollup" r SET "day_started" = d.started FROM (
  SELECT organization_id, department, type_id, day,
    (v[2] - coalesce(lag(v[2]) OVER (PARTITION BY organization_id, department, type_id ORDER BY day), 0))::integer AS started
  FROM "analytics_rollup"
) d
WHERE r.organization_id = d.organization_id AND r.department = d.department AND r.type_id = d.type_id AND r.day = d.day;
