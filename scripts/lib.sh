# Shared by the scripts in this folder: build and install the extension
# (PGXS installs into the server's directories: root or sudo).
build_and_install() {
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    make -s
    $sudo make -s install >/dev/null
}
