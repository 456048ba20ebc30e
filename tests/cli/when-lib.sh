# SPDX-License-Identifier: GPL-2.0-only
#
# Helpers of the maint when tests (sourced after lib.sh): a fixture git
# repository with release tags at chosen dates, and JSON assertions.
#
# shellcheck disable=SC2034

GIT_AUTHOR_NAME='A U Thor'
GIT_AUTHOR_EMAIL='author@example.org'
GIT_COMMITTER_NAME='C O Mitter'
GIT_COMMITTER_EMAIL='committer@example.org'
export GIT_AUTHOR_NAME GIT_AUTHOR_EMAIL GIT_COMMITTER_NAME GIT_COMMITTER_EMAIL

# commit_at DATE: an empty commit dated DATE (noon UTC)
commit_at() {
	GIT_AUTHOR_DATE="$1T12:00:00+0000" GIT_COMMITTER_DATE="$1T12:00:00+0000" \
		git commit -q --allow-empty -m "commit of $1"
}

# ltag NAME DATE: a lightweight tag on a new commit dated DATE
ltag() {
	commit_at "$2" && git tag "$1"
}

# atag NAME COMMIT_DATE TAG_DATE: an annotated tag dated TAG_DATE on a
# commit dated COMMIT_DATE
atag() {
	commit_at "$2" &&
	GIT_COMMITTER_DATE="$3T20:00:00+0000" git tag -a -m "Linux $1" "$1"
}

# make_repo DIR: the release tags of v6.11 to v6.13 with the real dates of
# v6.11 and v6.12 (every -rc on a Sunday) and an invented -rc8 for v6.13;
# a mix of annotated and lightweight tags, and tags that are no releases.
make_repo() {
	mkdir -p "$1" && (
		cd "$1" &&
		git init -q &&
		ltag v6.11 2024-09-15 &&
		atag v6.12-rc1 2024-09-27 2024-09-29 &&
		ltag v6.12-rc2 2024-10-06 &&
		atag v6.12-rc3 2024-10-13 2024-10-13 &&
		ltag v6.12-rc4 2024-10-20 &&
		ltag v6.12-rc5 2024-10-27 &&
		atag v6.12-rc6 2024-11-02 2024-11-03 &&
		ltag v6.12-rc7 2024-11-10 &&
		atag v6.12 2024-11-17 2024-11-17 &&
		ltag v6.12.1 2024-11-22 &&
		ltag v6.12-rc1-dontuse 2024-11-23 &&
		ltag v6.13-rc1 2024-12-01 &&
		ltag v6.13-rc2 2024-12-08 &&
		ltag v6.13-rc3 2024-12-15 &&
		ltag v6.13-rc4 2024-12-22 &&
		ltag v6.13-rc5 2024-12-29 &&
		ltag v6.13-rc6 2025-01-05 &&
		ltag v6.13-rc7 2025-01-12 &&
		ltag v6.13-rc8 2025-01-19 &&
		atag v6.13 2025-01-26 2025-01-26
	) >/dev/null
}

# json_is FILE EXPR WANT: the Python expression EXPR over the JSON document
# d of FILE equals the Python literal WANT
json_is() {
	python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
got = eval(sys.argv[2])
want = eval(sys.argv[3])
if got != want:
    print("%s: got %r, want %r" % (sys.argv[2], got, want))
    sys.exit(1)
' "$@"
}

# prof FILE VALUE: the Python expression of the profile named VALUE
prof() {
	echo "[p for p in d[\"profiles\"] if p[\"value\"] == \"$1\"][0]"
}
