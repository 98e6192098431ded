#!/usr/bin/env bash
# pg_cron keeps the recommendations fresh (TAP output).  Runs in a cluster
# started with pg_cron preloaded (scripts/test.sh: pg_virtualenv -o
# shared_preload_libraries=pg_cron -o cron.database_name=postgres):
# schedules refresh_recommendations() every minute, waits for a run, changes
# a price, and waits for the next run to change the table.
set -uo pipefail
cd "$(dirname "$0")/../.."
n=0 failed=0
ok() { n=$((n + 1)); if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=$((failed + 1)); fi; }
q() { psql -X -q -At -v ON_ERROR_STOP=1 -d postgres "$@"; }

# wait (up to $2 seconds) until the job has succeeded $1 times
wait_runs() {
    local want=$1 limit=$2 t=0 got=0
    while [ $t -lt "$limit" ]; do
        got=$(q -c "SELECT count(*) FROM cron.job_run_details d JOIN cron.job j USING (jobid)
                    WHERE j.jobname = 'computesize-refresh' AND d.status = 'succeeded'")
        [ "$got" -ge "$want" ] && return 0
        # a failed run will not turn into a success: stop waiting
        [ "$(q -c "SELECT count(*) FROM cron.job_run_details WHERE status = 'failed'")" = "0" ] || return 1
        sleep 2; t=$((t + 2))
    done
    return 1
}

q -c "CREATE EXTENSION pg_cron" -c "CREATE EXTENSION computesize CASCADE" >/dev/null; ok $? "pg_cron and computesize installed"
[ "$(q -c "SHOW shared_preload_libraries")" = "pg_cron" ]; ok $? "pg_cron is preloaded"
q -c "SET client_min_messages = warning" -f demo/job_history.sql >/dev/null; ok $? "job history loaded"

# the documented recipe: a role of its own, no superuser, a member of
# computesize_admin that may read the job history, schedules the refresh
q -c "CREATE ROLE cs_refresher LOGIN" -c "GRANT computesize_admin TO cs_refresher" \
  -c "GRANT SELECT ON public.job_workloads TO cs_refresher" -c "GRANT TRIGGER, SELECT (job_id) ON public.jobs TO cs_refresher" \
  -c "GRANT USAGE ON SCHEMA cron TO cs_refresher" >/dev/null
ok $? "a refresher role: LOGIN, computesize_admin, SELECT on the job history, TRIGGER and its job_id on its table"
q -c "SET ROLE cs_refresher" -c "SELECT cron.schedule('computesize-refresh', '* * * * *',
                           \$\$CALL computesize.refresh_recommendations('public.job_workloads')\$\$)" >/dev/null
ok $? "refresh scheduled with cron.schedule() by that role"
[ "$(q -c "SELECT username FROM cron.job WHERE jobname = 'computesize-refresh'")" = "cs_refresher" ]
ok $? "the job runs as cs_refresher, not as a superuser"

wait_runs 1 130; ok $? "the scheduled refresh ran"
[ "$(q -c "SELECT count(*) FROM computesize.recommendation")" = "3000" ]; ok $? "every job has a recommendation"
[ "$(q -c "SELECT tracked FROM computesize.refresh_state WHERE source = 'public.job_workloads'::regclass")" = "t" ]
ok $? "the refresh tracks the job table"

# a job changed: the next run reviews it from the change log
fp=$(q -c "SELECT job_fingerprint FROM computesize.recommendation WHERE job_id = '1'")
q -c "UPDATE public.jobs SET hours = hours * 3 WHERE job_id = 1" >/dev/null
[ "$(q -c "SELECT array_agg(DISTINCT job_id) FROM computesize.job_change")" = "{1}" ]; ok $? "the change log names the job"
runs=$(q -c "SELECT count(*) FROM cron.job_run_details d JOIN cron.job j USING (jobid)
             WHERE j.jobname = 'computesize-refresh' AND d.status = 'succeeded'")
wait_runs $((runs + 1)) 130; ok $? "the next scheduled refresh ran"
[ "$(q -c "SELECT job_fingerprint <> '$fp' FROM computesize.recommendation WHERE job_id = '1'")" = "t" ] &&
  [ "$(q -c "SELECT count(*) FROM computesize.job_change")" = "0" ]
ok $? "and reviewed the changed job, consuming the log"
before=$(q -c "SELECT count(*) FROM computesize.recommendation WHERE recommended_gpu = 'h100-sxm'")

# a price change: H100 SXM GPU-hours at a fraction of every other offer
q -c "INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
      VALUES ('runpod', '1x H100 SXM', 'global', 'on_demand', 0.05, current_date - 1, 'negotiated')" >/dev/null
ok $? "a price changed"
runs=$(q -c "SELECT count(*) FROM cron.job_run_details d JOIN cron.job j USING (jobid)
             WHERE j.jobname = 'computesize-refresh' AND d.status = 'succeeded'")
wait_runs $((runs + 1)) 130; ok $? "the next scheduled refresh ran"
after=$(q -c "SELECT count(*) FROM computesize.recommendation WHERE recommended_gpu = 'h100-sxm'")
[ "$after" -gt "$before" ]; ok $? "the recommendations moved to the cheaper offer ($before -> $after jobs on h100-sxm)"
[ "$(q -c "SELECT count(*) FROM cron.job_run_details WHERE status = 'failed'")" = "0" ]; ok $? "no run failed"
q -c "SET ROLE cs_refresher" -c "SELECT cron.unschedule('computesize-refresh')" >/dev/null; ok $? "unscheduled"
echo "1..$n"
[ "$failed" -eq 0 ]
