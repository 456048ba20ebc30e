#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint get answers as the tree's own scripts/get_maintainer.pl: the 6.12
# script's role words by section status, the 2026 script's "maintainer",
# --compat and the "# maint.compat" line of .get_maintainer.conf, and the
# fallback (one warning naming the file) for a script that is not the
# kernel's.  Also: .yaml bindings' maintainers, options without their
# value, the JSON blocks, the usage line and the note about untracked files.
# The role words were checked against the real 6.12 script in a copy of
# the example tree (tests/cli/t1003 compares with it where it is installed).
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

TREE=$TEST_ROOT/tree
cp -r "$EXAMPLES/tree" "$TREE"
FROB=drivers/frob/frob-core.c	# S: Supported
FS=fs/examplefs/super.c		# S: Odd Fixes
LEGACY=drivers/frob/frob-legacy.c	# S: Obsolete, no M:
YAML=Documentation/devicetree/bindings/widget/example,widget.yaml

# Stand-ins for the kernel's script: invented text carrying the markers
# maint reads (it never runs the script): the option specs, the chief
# penguin, the tree check and its call, the role words, a marker for each
# behaviour.
script_612() {
	cat <<'EOF'
#!/usr/bin/env perl
# a stand-in for the kernel's scripts/get_maintainer.pl as of 6.12
use open qw(:std :encoding(UTF-8));
my $V = '0.26';
push(@penguin_chief, "Linus Torvalds:torvalds\@linux-foundation.org");
if (!GetOptions(
	'email!' => \$x, 'git!' => \$x, 'git-all-signature-types!' => \$x,
	'git-blame!' => \$x, 'git-blame-signatures!' => \$x,
	'git-fallback!' => \$x, 'git-chief-penguins!' => \$x,
	'git-min-signatures=i' => \$x, 'git-max-maintainers=i' => \$x,
	'git-min-percent=i' => \$x, 'git-since=s' => \$x, 'hg-since=s' => \$x,
	'i|interactive!' => \$x, 'remove-duplicates!' => \$x,
	'mailmap!' => \$x, 'm!' => \$x, 'r!' => \$x, 'n!' => \$x, 'l!' => \$x,
	'fixes!' => \$x, 'moderated!' => \$x, 's!' => \$x,
	'multiline!' => \$x, 'roles!' => \$x, 'rolestats!' => \$x,
	'separator=s' => \$x, 'subsystem!' => \$x, 'status!' => \$x,
	'scm!' => \$x, 'tree!' => \$x, 'web!' => \$x, 'bug!' => \$x,
	'letters=s' => \$x, 'pattern-depth=i' => \$x, 'k|keywords!' => \$x,
	'kf|keywords-in-file!' => \$x, 'sections!' => \$x,
	'fe|file-emails!' => \$x, 'f|file' => \$x,
	'find-maintainer-files' => \$x, 'mpath|maintainer-path=s' => \$x,
	'self-test:s' => \$x, 'v|version' => \$x, 'h|help|usage' => \$x,
	)) {
    die "$P: invalid argument - use --help if necessary\n";
}
if ($tree && !top_of_kernel_tree($lk_path)) {
    die "$P: The current directory does not appear to be "
	. "a linux kernel source tree.\n";
}
my $m = "m/^ mode change m/^rename (?:from|to) m/^diff --git a m/^Fixes:";
my $n = '$file !~ /MAINTAINERS$/ maintainers_in_file($file) canonpath($file)';
my $o = '$file =~ /\.yaml$/ :Keyword: not found in version control';
my $p = '$printed_novcs && $email_git';
foreach my $email (@file_emails) {
	$email = mailmap_email($email);
}
sub get_maintainer_role {
    if ($role eq "supported") { $role = "supporter"; }
    if ($role eq "maintained") { $role = "maintainer"; }
    if ($role eq "odd fixes") { $role = "odd fixer"; }
    if ($role eq "obsolete") { $role = "obsolete minder"; }
}
sub top_of_kernel_tree {
    if (   (-f "${lk_path}COPYING") && (-e "${lk_path}MAINTAINERS")
	&& (-d "${lk_path}drivers")) {
	return 1;
    }
    return 0;
}
EOF
}
script_2026() {
	script_612 | sed "s/'bug!' => /'substatus!' => \\\\\$x, &/"
	echo '# a "**" pattern may cross directory levels'
	echo 'my $globstar = "**";'
}

get() {
	(cd "$TREE" && "$MAINT" get "$@")
}

test_expect_success 'no script: the newest behaviour, said by --version' '
	get -f $FROB >out &&
	grep -q "(maintainer:FROBNICATOR DRIVERS)" out &&
	get --version >v &&
	grep -q "^script: none found; the newest get_maintainer.pl$" v &&
	grep -q "^features: substatus globstar " v
'

test_expect_success 'a 6.12 script in the tree: role words by status' '
	script_612 >"$TREE/scripts/get_maintainer.pl" &&
	get -f $FROB >out 2>err &&
	test_must_be_empty err &&
	grep -q "^Frida Lindqvist <frida.lindqvist@example.org> (supporter:FROBNICATOR DRIVERS)$" out &&
	grep -q "(reviewer:FROBNICATOR DRIVERS)" out &&
	get -f $FS >out &&
	grep -q "^Bjorn Ekdahl <bjorn.ekdahl@example.com> (odd fixer:EXAMPLEFS FILE SYSTEM)$" out &&
	get --version >v &&
	grep -q "^script: scripts/get_maintainer.pl (work tree)$" v &&
	grep -q "^unknown options: --substatus$" v &&
	grep -q "^features: keyword-role keywords-in-file mode-change rename diff-git fixes " v &&
	get --json -f $FROB >j &&
	grep -q "\"script\":{\"path\":\"scripts/get_maintainer.pl\",\"origin\":\"work tree\",\"model\":null,\"version\":\"0.26\",\"features\":\[\"keyword-role\"" j &&
	grep -q "\"unknown_options\":\[\"substatus\"\]" j
'

test_expect_success 'the 6.12 script has no --substatus' '
	test_expect_code 255 get --substatus -f $FROB 2>err &&
	grep -q "^Unknown option: substatus$" err &&
	get --compat=2026 --substatus -f $FS >out &&
	grep -q "^EXAMPLEFS FILE SYSTEM status: Odd Fixes$" out
'

test_expect_success 'a 2026 script: maintainer for every status' '
	script_2026 >"$TREE/scripts/get_maintainer.pl" &&
	get -f $FS >out &&
	grep -q "(maintainer:EXAMPLEFS FILE SYSTEM)" out &&
	get --version >v &&
	grep -q "^features: substatus globstar " v &&
	grep -q "^unknown options:$" v
'

test_expect_success '--compat overrides what the script says' '
	script_612 >"$TREE/scripts/get_maintainer.pl" &&
	get --compat=2026 -f $FROB >out &&
	grep -q "(maintainer:FROBNICATOR DRIVERS)" out &&
	get --compat=auto -f $FROB >out &&
	grep -q "(supporter:FROBNICATOR DRIVERS)" out &&
	rm "$TREE/scripts/get_maintainer.pl" &&
	get --compat=6.12 -f $FROB >out &&
	grep -q "(supporter:FROBNICATOR DRIVERS)" out &&
	test_expect_code 2 get --compat=5.4 -f $FROB 2>err &&
	grep -q "unknown compat .5.4." err &&
	script_612 >"$TREE/../old.pl" &&
	get --script=../old.pl -f $FROB >out &&
	grep -q "(supporter:FROBNICATOR DRIVERS)" out &&
	get --script=../old.pl --version >v &&
	grep -q "^script: ../old.pl (work tree, named by --script)$" v
'

test_expect_success '"# maint.compat = X" in .get_maintainer.conf; --compat wins' '
	printf "# maint.compat = 6.12\n--norolestats\n" >"$TREE/.get_maintainer.conf" &&
	get --roles -f $FS >out &&
	grep -q "(odd fixer:EXAMPLEFS FILE SYSTEM)" out &&
	get --version >v &&
	grep -q "^script: the built-in model 6.12 (.get_maintainer.conf)$" v &&
	get --compat=2026 --roles -f $FS >out &&
	grep -q "(maintainer:EXAMPLEFS FILE SYSTEM)" out &&
	printf "#maint.compat=bogus\n" >"$TREE/.get_maintainer.conf" &&
	test_expect_code 2 get -f $FS 2>err &&
	grep -q "^maint[^ ]* get: .get_maintainer.conf: unknown compat .bogus." err &&
	rm "$TREE/.get_maintainer.conf"
'

# bad_script NAME: maint answers as 2026 with one warning naming the file
bad_script() {
	get -f $FROB >out 2>err &&
	grep -q "(maintainer:FROBNICATOR DRIVERS)" out &&
	test "$(wc -l <err)" -eq 1 &&
	grep -q "^maint[^ ]*: scripts/get_maintainer.pl: $1; answering as the newest get_maintainer.pl$" err
}

test_expect_success 'a symlink to maint itself: never run, no word each call' '
	rm -f "$TREE/.get_maintainer.conf" &&
	ln -s "$MAINT" "$TREE/scripts/get_maintainer.pl" &&
	(get -f $FROB >out 2>err; echo $? >rc) &&
	test "$(cat rc)" = 0 &&
	grep -q "(maintainer:FROBNICATOR DRIVERS)" out &&
	test_must_be_empty err &&
	get --version >v &&
	grep -q "^note: scripts/get_maintainer.pl: maint itself, not the tree.s script; answering as the newest get_maintainer.pl$" v &&
	rm "$TREE/scripts/get_maintainer.pl"
'

test_expect_success 'a copy of maint in place of the script: a binary, never run' '
	cp "$MAINT" "$TREE/../maint-copy" &&
	ln -s "$TREE/../maint-copy" "$TREE/scripts/get_maintainer.pl" &&
	(get -f $FROB >out 2>err; echo $? >rc) &&
	test "$(cat rc)" = 0 &&
	grep -q "(maintainer:FROBNICATOR DRIVERS)" out &&
	test "$(wc -l <err)" -eq 1 &&
	grep -q "scripts/get_maintainer.pl: \(outside the tree\|a binary file\|too large\)" err &&
	rm "$TREE/scripts/get_maintainer.pl" "$TREE/../maint-copy"
'

test_expect_success 'a replaced script is read from git (index, then HEAD)' '
	if ! command -v git >/dev/null 2>&1; then
		echo "# skipped: no git"; exit 0
	fi &&
	cp -r "$TREE" t2 &&
	script_612 >t2/scripts/get_maintainer.pl &&
	(cd t2 && git init -q && git add -A &&
	 git -c user.name=x -c user.email=x@x commit -qm base) &&
	rm t2/scripts/get_maintainer.pl &&
	ln -s "$MAINT" t2/scripts/get_maintainer.pl &&
	(cd t2 && ./scripts/get_maintainer.pl -f $FROB >../out 2>../err) &&
	test_must_be_empty err &&
	grep -q "(supporter:FROBNICATOR DRIVERS)" out &&
	(cd t2 && "$MAINT" get --version) >v &&
	grep -q "^script: scripts/get_maintainer.pl (git index)$" v &&
	(cd t2 && git rm -q --cached scripts/get_maintainer.pl) &&
	(cd t2 && "$MAINT" get --version) >v &&
	grep -q "^script: scripts/get_maintainer.pl (HEAD)$" v
'

test_expect_success 'another program, a huge file, a directory, a FIFO' '
	rm -f "$TREE/scripts/get_maintainer.pl" &&
	printf "#!/bin/sh\necho hello\n" >"$TREE/scripts/get_maintainer.pl" &&
	bad_script "not a perl script" &&
	printf "#!/usr/bin/perl\nprint \"qemu\";\n" >"$TREE/scripts/get_maintainer.pl" &&
	bad_script "not the kernel.s get_maintainer.pl" &&
	{ script_612; head -c 1100000 /dev/zero | tr "\0" "#"; } >"$TREE/scripts/get_maintainer.pl" &&
	bad_script "too large to be the kernel.s script" &&
	rm "$TREE/scripts/get_maintainer.pl" &&
	mkdir "$TREE/scripts/get_maintainer.pl" &&
	bad_script "not a regular file" &&
	rmdir "$TREE/scripts/get_maintainer.pl" &&
	mkfifo "$TREE/scripts/get_maintainer.pl" &&
	bad_script "not a regular file" &&
	rm "$TREE/scripts/get_maintainer.pl" &&
	ln -s nowhere "$TREE/scripts/get_maintainer.pl" &&
	bad_script "No such file or directory" &&
	rm "$TREE/scripts/get_maintainer.pl" &&
	ln -s get_maintainer.pl "$TREE/scripts/get_maintainer.pl" &&
	bad_script "Too many levels of symbolic links" &&
	rm "$TREE/scripts/get_maintainer.pl" &&
	printf "#!/usr/bin/perl\nmy \$V = q(0.26);\nGetOptions(%%opts) MAINTAINERS q(email!)\n" >"$TREE/scripts/get_maintainer.pl" &&
	bad_script "not the kernel.s get_maintainer.pl" &&
	{ script_612 | sed "/. => /d"; printf "my \$e = \"\\047email!\\047\";\n"; } \
		>"$TREE/scripts/get_maintainer.pl" &&
	bad_script "no option specs maint can read in GetOptions()" &&
	rm "$TREE/scripts/get_maintainer.pl"
'

test_expect_success 'an option .get_maintainer.conf has and the script has not: said so' '
	script_612 >"$TREE/scripts/get_maintainer.pl" &&
	printf "# a conf\n--substatus\n" >"$TREE/.get_maintainer.conf" &&
	test_expect_code 255 get -f $FROB 2>err &&
	grep -q "^Unknown option: substatus$" err &&
	grep -q "^maint[^ ]*: note: the option error is in .get_maintainer.conf$" err &&
	test_expect_code 255 get --bogus -f $FROB 2>err &&
	grep -q "^Unknown option: bogus$" err &&
	grep -q "note: the option error is in .get_maintainer.conf" err &&
	rm "$TREE/.get_maintainer.conf" &&
	test_expect_code 255 get --bogus -f $FROB 2>err &&
	! grep -q "get_maintainer.conf" err &&
	rm "$TREE/scripts/get_maintainer.pl"
'

test_expect_success 'an empty script is as good as none (no warning)' '
	: >"$TREE/scripts/get_maintainer.pl" &&
	get -f $FROB >out 2>err &&
	test_must_be_empty err &&
	grep -q "(maintainer:FROBNICATOR DRIVERS)" out &&
	rm "$TREE/scripts/get_maintainer.pl"
'

test_expect_success 'a .yaml binding gives its maintainers without --file-emails' '
	get -f $YAML >out &&
	grep -q "^Marta Kowalczyk <marta.kowalczyk@example.org> (maintainer:WIDGET CORE,in file)$" out &&
	get --nofile-emails -f $YAML >out2 &&
	test_cmp out out2
'

test_expect_success 'every value-taking option fails without its value' '
	for o in letters separator mpath maintainer-path git-since hg-since \
		 pattern-depth git-min-signatures git-max-maintainers \
		 git-min-percent compat; do
		test_expect_code 255 get -f $FROB --$o= 2>err &&
		grep -q "^Option $o requires an argument$" err &&
		grep -q "^maint[^ ]*: invalid argument - use --help if necessary$" err &&
		test_expect_code 255 get -f $FROB --$o 2>err &&
		grep -q "^Option $o requires an argument$" err || return 1
	done &&
	test_expect_code 255 get -f $FROB --LETTERS= 2>err &&
	grep -q "^Option letters requires an argument$" err &&
	test_expect_code 255 get -f $FROB --pattern-depth --email 2>err &&
	grep -q "^Value \"--email\" invalid for option pattern-depth (number expected)$" err
'

test_expect_success '--json carries the blocks the options ask for' '
	get --json -f $FROB >j &&
	! grep -q "\"scm\"" j && ! grep -q "\"web\"" j &&
	get --json --scm --web --status --subsystem --bug -f $FROB >j &&
	grep -q "\"scm\":\[\"git https://git.example.org/pub/scm/linux/kernel/git/frida/frob.git\"" j &&
	grep -q "\"web\":\[\"https://frob.example.org/wiki/\"\]" j &&
	grep -q "\"status\":\[\"Supported\",\"Buried alive in reporters\"\]" j &&
	grep -q "\"subsystem\":\[\"FROBNICATOR DRIVERS\",\"THE REST\"\]" j &&
	grep -q "\"bug\":\[\"mailto:frob-devel@lists.example.org\"\]" j &&
	get --json --substatus --compat=2026 -f $FS >j &&
	grep -q "\"substatus\":\[\"EXAMPLEFS FILE SYSTEM status: Odd Fixes\"\]" j &&
	if command -v python3 >/dev/null 2>&1; then
		python3 -m json.tool j >/dev/null
	fi
'

test_expect_success 'the usage line names maint get, or get_maintainer.pl' '
	get --help >h &&
	grep -q "^usage: maint[^ ]* get \[options\] patchfile$" h &&
	grep -q "^ *maint[^ ]* get \[options\] -f file|directory$" h &&
	ln -s "$MAINT" get_maintainer.pl &&
	./get_maintainer.pl --help >h &&
	grep -q "^usage: get_maintainer.pl \[options\] patchfile$" h
'

test_expect_success 'a path named in an error is escaped on a terminal' '
	if ! command -v script >/dev/null 2>&1; then
		echo "# skipped: no script(1) for a terminal"; exit 0
	fi &&
	bad=$(printf "no\033[31mpe") &&
	(cd "$TREE" && script -qc "\"$MAINT\" get -f \"$bad\"" /dev/null) >out &&
	grep -q "file .no\\\\x1b\[31mpe. not found" out &&
	(get -f "$bad" 2>err; true) &&
	grep -q "$(printf "no\033")" err
'

test_expect_success '--git says when git does not track the files (ignored)' '
	if ! command -v git >/dev/null 2>&1; then
		echo "# skipped: no git"; exit 0
	fi &&
	(cd "$TREE" && git init -q && echo "*" >.gitignore) &&
	cat >p.patch <<-EOF &&
	--- a/$FROB
	+++ b/$FROB
	@@ -1,1 +1,1 @@
	-a
	+b
	EOF
	get --git "$PWD/p.patch" >out 2>err &&
	grep -q "note: git does not track 1 of the files (untracked or ignored, e.g. .$FROB.), so --git finds no history for it" err &&
	get "$PWD/p.patch" >out 2>err &&
	test_must_be_empty err &&
	rm -rf "$TREE/.git" "$TREE/.gitignore"
'

test_done
