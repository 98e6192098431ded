#!/usr/bin/env bash
# computesize on Citus (TAP output).  Starts a coordinator and two workers on
# loopback ports, installs computesize, distributes the demo's job history by
# job id, and compares every result with the same query on a local copy of
# the table: the per-row functions, review_job(), the memsize aggregates,
# estimates stored in a co-located table, refresh_recommendations() (first,
# after changes and deletions, and scheduled by pg_cron on the coordinator),
# and a user's GPU, instance and price copied to every node by
# sync_catalog().
#
# Not in the default test run: Citus is not packaged by Debian.  Install
# Citus for this PostgreSQL first (its citus.so in pg_config's pkglibdir),
# and computesize ("make install").  Without Citus the script says so and
# skips.  Run as root (the servers run as postgres) or as a user who may
# start PostgreSQL.
#   CITUS_JOBS   jobs in the history (default 20000)
#   CITUS_PORT   the coordinator's port; the workers take the next two (9700)
#   CITUS_KEEP   set: leave the cluster running afterwards
set -uo pipefail
cd "$(dirname "$0")/../.."
PG_CONFIG=${PG_CONFIG:-pg_config}
BIN=$($PG_CONFIG --bindir)
LIB=$($PG_CONFIG --pkglibdir)
JOBS=${CITUS_JOBS:-20000}
PORT=${CITUS_PORT:-9700}
DB=computesize_citus

if [ ! -f "$LIB/citus.so" ]; then
    echo "1..0 # SKIP Citus is not installed in $LIB"
    exit 0
fi
if [ ! -f "$LIB/computesize.so" ]; then
    echo "Bail out! computesize is not installed in $LIB (make install)"
    exit 1
fi
AS=()
[ "$(id -u)" = 0 ] && AS=(runuser -u postgres --)
DIR=$(mktemp -d /tmp/computesize-citus.XXXXXX)
chmod 755 "$DIR"
[ "$(id -u)" = 0 ] && chown postgres: "$DIR"
CRON=
[ -f "$LIB/pg_cron.so" ] && CRON=pg_cron

n=0 failed=0
ok() { n=$((n + 1)); if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=$((failed + 1)); fi; }
# the errors a step wrote to $DIR/err, as TAP comments, where it failed
why() { [ "$1" = 0 ] || sed 's/^/# /' "$DIR/err"; return "$1"; }
# q PORT [psql arguments]: a query on one node
q() { local port=$1; shift; "${AS[@]}" "$BIN/psql" -X -q -At -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres -d "$DB" "$@"; }
c() { q "$PORT" "$@"; }
stop() {
    for node in c w1 w2; do
        [ -f "$DIR/$node/postmaster.pid" ] && "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/$node" -m fast -w stop >/dev/null 2>&1
    done
    rm -rf "$DIR"
}
# CITUS_KEEP=1 leaves the cluster running (its directory is printed) to look into
if [ -n "${CITUS_KEEP:-}" ]; then echo "# the cluster stays in $DIR (ports $PORT to $((PORT + 2)))"; else trap stop EXIT; fi

# ---- the cluster ----------------------------------------------------------
p=$PORT
for node in c w1 w2; do
    "${AS[@]}" "$BIN/initdb" -D "$DIR/$node" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null || exit 1
    # pg_cron on every node: CREATE EXTENSION on the coordinator reaches them
    preload=citus
    [ -n "$CRON" ] && preload=citus,pg_cron
    cat >> "$DIR/$node/postgresql.conf" <<EOF
port = $p
listen_addresses = '127.0.0.1'
unix_socket_directories = '$DIR'
shared_preload_libraries = '$preload'
cron.database_name = '$DB'
citus.enable_statistics_collection = off
EOF
    "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/$node" -l "$DIR/$node.log" -w start >/dev/null || { cat "$DIR/$node.log"; exit 1; }
    "${AS[@]}" "$BIN/psql" -X -q -h 127.0.0.1 -p "$p" -U postgres -d postgres -c "CREATE DATABASE $DB" >/dev/null &&
        q "$p" -c "CREATE EXTENSION citus" >/dev/null || exit 1
    p=$((p + 1))
done
c -c "SELECT citus_set_coordinator_host('127.0.0.1', $PORT)" \
  -c "SELECT citus_add_node('127.0.0.1', $((PORT + 1)))" -c "SELECT citus_add_node('127.0.0.1', $((PORT + 2)))" >/dev/null
ok $? "a coordinator and two workers"

# ---- installing: CREATE EXTENSION reaches the workers ------------------------
c -c "CREATE EXTENSION computesize CASCADE" >/dev/null 2>"$DIR/err"; why $?; ok $? "CREATE EXTENSION computesize on the coordinator"
[ "$(c -c "SELECT count(*) FROM run_command_on_workers(\$\$SELECT extversion FROM pg_extension WHERE extname = 'computesize'\$\$)
          WHERE result = (SELECT extversion FROM pg_extension WHERE extname = 'computesize')")" = 2 ]
ok $? "and on both workers, at the coordinator's version"
fp=$(c -c "SELECT computesize.catalog_fingerprint()")
[ "$(c -c "SELECT count(*) FROM run_command_on_workers('SELECT computesize.catalog_fingerprint()') WHERE result = '$fp'")" = 2 ]
ok $? "every node holds the same catalog (catalog_fingerprint())"

# ---- the job history: local, and distributed by job id --------------------
c -v history_jobs="$JOBS" -c "SET client_min_messages = warning" -c "SET search_path = public, computesize" \
  -f demo/job_history.sql >/dev/null 2>&1
ok $? "the demo's history of $JOBS jobs (a local table)"
c -c "CREATE TABLE dist_jobs (LIKE jobs INCLUDING ALL)" -c "SELECT create_distributed_table('dist_jobs', 'job_id')" \
  -c "INSERT INTO dist_jobs SELECT * FROM jobs" \
  -c "DO \$\$ BEGIN EXECUTE format('CREATE VIEW dist_workloads AS %s',
                                  replace(pg_get_viewdef('job_workloads'), 'FROM jobs;', 'FROM dist_jobs jobs;')); END \$\$" >/dev/null
ok $? "the same jobs in a table distributed by job_id, and the same view over it"
[ "$(c -c "SELECT count(DISTINCT nodeport) FROM citus_shards WHERE table_name = 'dist_jobs'::regclass")" = 2 ]
ok $? "its shards are on both workers"

# same WHAT SQL: the query (with @T@ for the relation) gives the same rows on the local
# and on the distributed history; the timing of each is kept in $DIR/times
same() {
    local what=$1 sql=$2 local_rows dist_rows t0 t1 t2
    t0=$(date +%s%N)
    local_rows=$(c -c "${sql//@T@/job_workloads}" 2>&1)
    t1=$(date +%s%N)
    dist_rows=$(c -c "${sql//@T@/dist_workloads}" 2>&1)
    t2=$(date +%s%N)
    echo "$what|$(( (t1 - t0) / 1000000 ))|$(( (t2 - t1) / 1000000 ))" >> "$DIR/times"
    if [ -n "$local_rows" ] && [ "$local_rows" = "$dist_rows" ]; then return 0; fi
    echo "# local:       $(echo "$local_rows" | head -3)"
    echo "# distributed: $(echo "$dist_rows" | head -3)"
    return 1
}

# ---- per-row functions push down and agree --------------------------------
same "memory, fits, gpu_id" "SET search_path = public, computesize;
  SELECT j.job_id, (memory(j.workload)).total, fits(j.workload, j.gpu), gpu_id(j.gpu)
  FROM @T@ j ORDER BY j.job_id"
ok $? "memory(), fits() and gpu_id() agree on every job"
same "recommend" "SET search_path = public, computesize;
  SELECT j.job_id, recommend(j.workload, at => '2026-11-01', notice => false) FROM @T@ j ORDER BY j.job_id"
ok $? "recommend() agrees on every job"
same "review_job" "SET search_path = public, computesize;
  SELECT j.job_id, v.* FROM @T@ j
  CROSS JOIN LATERAL review_job(j.workload, j.gpu::text, j.gpu_count, j.hours::float8, j.cost::numeric, j.peak,
                                j.utilization::float8, at => '2026-11-01') v ORDER BY j.job_id"
ok $? "review_job() runs on the distributed table and agrees on every job"
plan=$(c -c "SET search_path = public, computesize" -c "EXPLAIN (COSTS OFF) SELECT v.savings FROM dist_workloads j
  CROSS JOIN LATERAL review_job(j.workload, j.gpu::text, j.gpu_count, j.hours::float8) v")
echo "$plan" | grep -q "Custom Scan (Citus Adaptive)" && ! echo "$plan" | grep -q "Function Scan on review_job.*intermediate"
ok $? "and is pushed down to the workers"

# ---- aggregates of memsize --------------------------------------------------
same "memsize aggregates" "SET search_path = public, computesize;
  SELECT sum(j.peak), avg(j.peak), min(j.peak), max(j.peak), count(j.peak) FROM @T@ j"
ok $? "sum, avg, min and max of memsize agree"
same "memsize aggregates by team" "SET search_path = public, computesize;
  SELECT j.team, sum((memory(j.workload)).total), max(j.peak) FROM @T@ j GROUP BY 1 ORDER BY 1"
ok $? "and by group"

# ---- estimates stored in a distributed table: INSERT ... SELECT into a
# table co-located with the jobs, which runs on each shard
c -c "CREATE TABLE dist_estimates (job_id bigint PRIMARY KEY, estimate computesize.memsize)" \
  -c "SELECT create_distributed_table('dist_estimates', 'job_id', colocate_with => 'dist_jobs')" \
  -c "INSERT INTO dist_estimates SELECT j.job_id, (computesize.memory(j.workload)).total FROM dist_workloads j" >/dev/null
ok $? "estimates stored by INSERT ... SELECT into a co-located table"
[ "$(c -c "SELECT count(*) FROM dist_estimates e JOIN dist_jobs USING (job_id)")" = "$JOBS" ] &&
  [ "$(c -c "SELECT md5(string_agg(job_id || ':' || estimate, ',' ORDER BY job_id)) FROM dist_estimates")" = \
    "$(c -c "SELECT md5(string_agg(job_id || ':' || (computesize.memory(workload)).total, ',' ORDER BY job_id)) FROM job_workloads")" ]
ok $? "and they are the local estimates"

# ---- the refresh ------------------------------------------------------------
# rec: the recommendations of a history, without the source and the time
rec="SELECT job_id, job_fingerprint, catalog_generation, gpu_id, memory_fill, oom_risk, overprovisioned, slowdown,
            actual_cost, cost_at_current_prices, recommended_gpu, recommended_gpu_count, recommended_provider,
            recommended_instance_type, recommended_pricing, recommended_hours, recommended_cost, savings, reason
     FROM computesize.recommendation WHERE source = '@T@'::regclass ORDER BY job_id"
# refresh_both WHAT: refreshes the local and the distributed history, timed
refresh_both() {
    local t0 t1 t2 rc
    t0=$(date +%s%N)
    c -c "CALL computesize.refresh_recommendations('job_workloads')" >/dev/null 2>&1
    rc=$?
    t1=$(date +%s%N)
    c -c "CALL computesize.refresh_recommendations('dist_workloads')" 2>"$DIR/notice" >/dev/null || rc=$?
    t2=$(date +%s%N)
    echo "refresh: $1|$(( (t1 - t0) / 1000000 ))|$(( (t2 - t1) / 1000000 ))" >> "$DIR/times"
    cp "$DIR/notice" "$DIR/err"
    return "$rc"
}
refresh_both "first"; why $?; ok $? "refresh_recommendations() of the distributed history"
same "recommendations" "$rec"; ok $? "its recommendations are the local history's"
[ "$(c -c "SELECT count(*) FROM computesize.recommendation WHERE source = 'dist_workloads'::regclass")" = "$JOBS" ]
ok $? "one for each of the $JOBS jobs"

changed=$(( JOBS / 100 ))
c -c "UPDATE jobs SET hours = hours * 1.05 WHERE job_id % 100 = 0" \
  -c "UPDATE dist_jobs SET hours = hours * 1.05 WHERE job_id % 100 = 0" \
  -c "DELETE FROM jobs WHERE job_id % 1000 = 1" -c "DELETE FROM dist_jobs WHERE job_id % 1000 = 1" >/dev/null
refresh_both "1% changed"; ok $? "refreshed after 1% of the jobs changed and 0.1% were deleted"
grep -q "$changed recommendations of public.dist_workloads recomputed, $(( JOBS / 1000 )) removed" "$DIR/notice"
ok $? "the refresh recomputed the $changed changed jobs alone ($(grep -o '[0-9]* recommendations of .*' "$DIR/notice"))"
same "recommendations after changes" "$rec"; ok $? "and the recommendations are the local history's again"

# ---- a user's GPU and price, copied to every node ---------------------------
c -c "INSERT INTO computesize.provider (id, name, kind, billing, source) VALUES ('acme', 'Acme', 'on_premises', 'per_hour', 'test')" \
  -c "INSERT INTO computesize.gpu (id, vendor, name, memory, bf16_tflops, fp16_tflops, fp32_tflops, memory_bandwidth_gbs, source)
      VALUES ('acme-x1', 'acme', 'ACME X-1', '96 GiB', 400, 400, 60, 3000, 'test')" \
  -c "INSERT INTO computesize.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source)
      VALUES ('acme', 'x1.1', 'acme-x1', 1, 16, '256 GiB', 'x86_64', 'test')" \
  -c "INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
      VALUES ('acme', 'x1.1', 'dc-1', 'on_demand', 0.10, '2026-01-01', 'test')" >/dev/null
ok $? "a user's GPU, instance and price on the coordinator"
[ "$(c -c "SELECT count(*) FROM run_command_on_workers(\$\$SELECT computesize.gpu_id('ACME X-1')\$\$) WHERE result = 'acme-x1'")" = 0 ]
ok $? "the workers do not know them yet"
c -c "CALL computesize.sync_catalog()" 2>"$DIR/notice" >/dev/null; ok $? "sync_catalog() $(grep -o 'computesize: .*' "$DIR/notice")"
[ "$(c -c "SELECT count(*) FROM run_command_on_workers(\$\$SELECT computesize.gpu_id('ACME X-1')\$\$) WHERE result = 'acme-x1'")" = 2 ]
ok $? "now every worker knows the GPU"
fp=$(c -c "SELECT computesize.catalog_fingerprint()")
[ "$(c -c "SELECT count(*) FROM run_command_on_workers('SELECT computesize.catalog_fingerprint()') WHERE result = '$fp'")" = 2 ]
ok $? "and every node holds the coordinator's catalog"
same "fits on the user's GPU" "SET search_path = public, computesize;
  SELECT j.job_id, fits(j.workload, 'ACME X-1') FROM @T@ j ORDER BY j.job_id"
ok $? "fits() on the user's GPU agrees on every job"
same "recommend with the user's price" "SET search_path = public, computesize;
  SELECT j.job_id, (recommend(j.workload, at => '2026-11-01', notice => false)).provider FROM @T@ j ORDER BY j.job_id"
ok $? "recommend() weighs the user's price on every node"
[ "$(c -c "SELECT count(*) > 0 FROM dist_workloads j WHERE (computesize.recommend(j.workload, at => '2026-11-01', notice => false)).provider = 'acme'")" = t ]
ok $? "and recommends it where it is cheapest"
refresh_both "the catalog changed"; ok $? "refreshed after the catalog changed"
same "recommendations after the price" "$rec"; ok $? "the recommendations are the local history's"

# ---- scheduled by pg_cron on the coordinator --------------------------------
if [ -n "$CRON" ]; then
    # a job changes, then the refresh is scheduled: its first run reviews it
    old=$(c -c "SELECT job_fingerprint FROM computesize.recommendation WHERE source = 'dist_workloads'::regclass AND job_id = '2'")
    c -c "UPDATE dist_jobs SET hours = hours * 2 WHERE job_id = 2" -c "UPDATE jobs SET hours = hours * 2 WHERE job_id = 2" >/dev/null
    c -c "CREATE EXTENSION pg_cron" -c "SELECT cron.schedule('computesize-refresh', '* * * * *',
          \$\$CALL computesize.refresh_recommendations('public.dist_workloads')\$\$)" >/dev/null
    ok $? "a refresh of the distributed history scheduled with pg_cron"
    t=0 ran=0
    while [ $t -lt 130 ]; do
        ran=$(c -c "SELECT count(*) FROM cron.job_run_details WHERE status = 'succeeded'")
        [ "$ran" -ge 1 ] && break
        [ "$(c -c "SELECT count(*) FROM cron.job_run_details WHERE status = 'failed'")" = 0 ] || break
        sleep 2; t=$((t + 2))
    done
    [ "$ran" -ge 1 ]; ok $? "the scheduled refresh ran $(c -c "SELECT return_message FROM cron.job_run_details WHERE status = 'failed' LIMIT 1")"
    [ "$(c -c "SELECT job_fingerprint <> '$old' FROM computesize.recommendation WHERE source = 'dist_workloads'::regclass AND job_id = '2'")" = t ]
    ok $? "and recomputed the changed job"
    c -c "CALL computesize.refresh_recommendations('job_workloads')" >/dev/null 2>&1
    same "recommendations under pg_cron" "$rec"; ok $? "its recommendations are the local history's"
    c -c "SELECT cron.unschedule('computesize-refresh')" >/dev/null
else
    echo "# pg_cron is not installed: the scheduled refresh is not tested"
fi

# ---- dropping and creating the extension again --------------------------------
c -c "DROP EXTENSION computesize CASCADE" >/dev/null 2>&1 && c -c "CREATE EXTENSION computesize" >/dev/null
ok $? "DROP EXTENSION and CREATE EXTENSION again leave nothing behind"

echo "# seconds, local / distributed ($JOBS jobs, 2 workers on this machine):"
while IFS='|' read -r what lt dt; do
    awk -v w="$what" -v l="$lt" -v d="$dt" 'BEGIN { printf "#   %-34s %7.3f %7.3f  x%.2f\n", w, l / 1000, d / 1000, (l > 0 ? d / l : 0) }'
done < "$DIR/times"
echo "1..$n"
echo "$((n - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
