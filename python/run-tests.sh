#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The Python module's tests (python/tests, pytest) against the module
# built in BUILD/python and this tree's libmaint.so:
#
#   sh python/run-tests.sh PYTHON BUILD
#
# Skipped, naming the package, without the module (python3-dev: make
# python builds it) or without pytest (python3-pytest); with
# MAINT_REQUIRE_PACKAGES=1 (CI) that is a failure.  Exit status: pytest's.

top=$(cd "$(dirname "$0")/.." && pwd) || exit 1
python=${1:-python3}
build=${2:-build}
case $build in /*) ;; *) build=$top/$build ;; esac

skip() {
	if [ "${MAINT_REQUIRE_PACKAGES-}" = 1 ]; then
		echo "python: FAIL: $* (MAINT_REQUIRE_PACKAGES=1)"
		exit 1
	fi
	echo "python: SKIP: $*"
	exit 0
}

ls "$build"/python/maint/_maint*.so >/dev/null 2>&1 ||
	skip "the Python module is not built (Debian: python3-dev)"
"$python" -c 'import pytest' 2>/dev/null ||
	skip "pytest is not installed for $python (Debian: python3-pytest)"

# from the built package's directory: `python -m pytest` puts the current
# directory first on sys.path, and python/maint lacks the extension
cd "$build/python" || exit 1
PYTHONPATH=$build/python${PYTHONPATH:+:$PYTHONPATH} \
LD_LIBRARY_PATH=$build${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
MAINT=${MAINT:-$top/maint} EXAMPLES=$top/examples \
PYTHONDONTWRITEBYTECODE=1 \
	exec "$python" -m pytest -q -p no:cacheprovider "$top/python/tests"
