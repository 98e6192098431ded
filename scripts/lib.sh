# Shared by the scripts in this folder.
. "$(dirname "${BASH_SOURCE[0]}")/deps.sh"

# pg_virtualenv with the server of the major the build is for
virtualenv() { pg_virtualenv -v "$PG_MAJOR" "$@"; }

# build and install the extension, installing what that needs first
build_and_install() {
    ensure_deps build server || exit 1
    make -s
    $SUDO make -s install >/dev/null
}
