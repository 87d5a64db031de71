ALTER TABLE "analytics_fact" ADD COLUMN "raw" double precision[];--> statement-breakpoint
-- the raw domain sums of facts recorded before, from the result's own ocean_ rows (TRAITS order)
UPDATE "analytics_fact" f SET "raw" = ARRAY[
  (SELECT s."raw_score" FROM "assessment_scores" s WHERE s."organization_id" = f."organization_id" AND s."response_id" = f."response_id" AND s."dimension" = 'ocean_openness'),
  (SELECT s."raw_score" FROM "assessment_scores" s WHERE s."organization_id" = f."organization_id" AND s."response_id" = f."response_id" AND s."dimension" = 'ocean_conscientiousness'),
  (SELECT s."raw_score" FROM "assessment_scores" s WHERE s."organization_id" = f."organization_id" AND s."response_id" = f."response_id" AND s."dimension" = 'ocean_extraversion'),
  (SELECT s."raw_score" FROM "assessment_scores" s WHERE s."organization_id" = f."organization_id" AND s."response_id" = f."response_id" AND s."dimension" = 'ocean_agreeableness'),
  (SELECT s."raw_score" FROM "assessment_scores" s WHERE s."organization_id" = f."organization_id" AND s."response_id" = f."response_id" AND s."dimension" = 'ocean_neuroticism')
]::double precision[] WHERE f."percentiles" IS NOT NULL;
