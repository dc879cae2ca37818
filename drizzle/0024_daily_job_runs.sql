-- One row per daily job and agency day: the instance whose insert lands does that day's run.
CREATE TABLE "daily_job_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "daily_job_runs_job_day_pk" PRIMARY KEY("job","day")
);
