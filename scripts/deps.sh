# The packages the scripts in this folder need, and the one function that
# installs whichever of them are missing.  Sourced by scripts/lib.sh.
#
# PostgreSQL's major version is the one PG_CONFIG reports when PG_CONFIG is
# set (PG_CONFIG=/usr/lib/postgresql/16/bin/pg_config scripts/test.sh; a
# Debian path names its major before it is installed), else 15, Debian
# bookworm's.  Debian names the packages of every major alike
# (postgresql-16, postgresql-16-pgtap, ...); majors other than bookworm's come
# from the PostgreSQL project's apt repository (apt.postgresql.org), which
# must then be configured first.  LLVM_MAJOR names the clang/llvm the
# server's PGXS compiles JIT bitcode with (14 on bookworm).

if [ -n "${PG_CONFIG:-}" ] && command -v "$PG_CONFIG" > /dev/null 2>&1; then
    PG_MAJOR=$("$PG_CONFIG" --version | sed -n 's/^PostgreSQL \([0-9]*\).*/\1/p')
elif [ -n "${PG_CONFIG:-}" ]; then
    # Debian's path of a major not installed yet
    PG_MAJOR=$(echo "$PG_CONFIG" | sed -n 's|^/usr/lib/postgresql/\([0-9]*\)/bin/pg_config$|\1|p')
fi
PG_MAJOR=${PG_MAJOR:-15}
LLVM_MAJOR=${LLVM_MAJOR:-14}

# "sudo" where the scripts must raise privileges (apt-get; make install
# writes into the server's directories), empty as root
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"

# building and installing the extension (demo, tests, benchmarks)
DEPS_BUILD="make gcc libc6-dev perl postgresql-server-dev-$PG_MAJOR clang-$LLVM_MAJOR llvm-$LLVM_MAJOR"
# a server to run it on: pg_virtualenv comes with postgresql-common
DEPS_SERVER="postgresql-$PG_MAJOR postgresql-client-$PG_MAJOR postgresql-common"
# the tests: pgTAP and pg_prove, pg_cron, libFuzzer's runtime, objdump
DEPS_TEST="postgresql-$PG_MAJOR-pgtap libtap-parser-sourcehandler-pgtap-perl postgresql-$PG_MAJOR-cron libclang-rt-$LLVM_MAJOR-dev binutils"

# The commands that show a group present on a machine without dpkg.
deps_commands() {
    case $1 in
        build) echo "make cc perl ${PG_CONFIG:-pg_config} clang-$LLVM_MAJOR" ;;
        server) echo "pg_virtualenv psql" ;;
        test) echo "pg_prove objdump" ;;
    esac
}

# ensure_deps GROUP...: installs the packages of the named groups (build,
# server, test) that are missing, as root or through sudo, saying in one line
# what it installs; says nothing when everything is there.
ensure_deps() {
    local group pkg missing="" all=""
    for group in "$@"; do
        case $group in
            build) all="$all $DEPS_BUILD" ;;
            server) all="$all $DEPS_SERVER" ;;
            test) all="$all $DEPS_TEST" ;;
            *) echo "ensure_deps: unknown group $group" >&2; return 1 ;;
        esac
    done

    if ! command -v dpkg-query > /dev/null 2>&1 || ! command -v apt-get > /dev/null 2>&1; then
        # no apt: the commands must be there already
        for group in "$@"; do
            for pkg in $(deps_commands "$group"); do
                command -v "$pkg" > /dev/null 2>&1 || missing="$missing $pkg"
            done
        done
        [ -z "$missing" ] && return 0
        echo "computesize: missing$missing, and this machine has no apt-get to install them." >&2
        echo "Install the equivalents of these Debian packages, then run again:$all" >&2
        echo "(pg_virtualenv is Debian's postgresql-common; PG_CONFIG=/path/to/pg_config picks the server.)" >&2
        return 1
    fi

    for pkg in $all; do
        [ "$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null)" = installed ] || missing="$missing $pkg"
    done
    [ -z "$missing" ] && return 0

    if [ -n "$SUDO" ] && ! command -v sudo > /dev/null 2>&1; then
        echo "computesize: missing$missing; run as root or install sudo, or install them by hand:" >&2
        echo "    apt-get install$missing" >&2
        return 1
    fi
    echo "computesize: installing$missing"
    local aptlog
    aptlog=$(mktemp)
    # the package lists of a fresh machine are empty: update first
    if $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q > "$aptlog" 2>&1 &&
       $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing >> "$aptlog" 2>&1; then
        rm -f "$aptlog"
        return 0
    fi
    tail -20 "$aptlog" >&2
    rm -f "$aptlog"
    echo "computesize: apt-get install$missing failed" >&2
    return 1
}
