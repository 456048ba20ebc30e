#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint get on the example tree: the basic uses. The expected outputs are
# what get_maintainer.pl 0.26 as of 2026 (the corpus's oracle, which calls
# every M: person "maintainer" whatever the S: status) prints for the same
# tree and options.
#
# Test bodies are single-quoted on purpose (lib.sh evaluates them):
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

TREE=$EXAMPLES/tree
PATCH=$EXAMPLES/patches/0001-widget-fix-foo.patch

test_expect_success 'get -f names the maintainers of a file' '
	cat >expect <<-\EOF &&
	Frida Lindqvist <frida.lindqvist@example.org> (maintainer:FROBNICATOR DRIVERS)
	Tomasz Wierzba <tomasz.wierzba@example.com> (reviewer:FROBNICATOR DRIVERS)
	frob-devel@lists.example.org (moderated list:FROBNICATOR DRIVERS)
	linux-kernel@lists.example.org (open list)
	EOF
	(cd "$TREE" && "$MAINT" get -f drivers/frob/frob-core.c) >actual &&
	test_cmp expect actual
'

test_expect_success 'get PATCH adds the sections whose K: matches' '
	cat >expect <<-\EOF &&
	Priya Raman <priya.raman@example.com> (maintainer:WIDGET NETWORK DRIVERS)
	Oskar Brandt <oskar.brandt@example.org> (reviewer:WIDGET NETWORK DRIVERS)
	Marta Kowalczyk <marta.kowalczyk@example.org> (maintainer:WIDGET CORE:Keyword:\bwidget_foo_(get|put)\b)
	"Dev A. Anand" <dev.anand@example.com> (maintainer:WIDGET CORE:Keyword:\bwidget_foo_(get|put)\b)
	Lucia Fernandez <lucia.fernandez@example.org> (reviewer:WIDGET CORE:Keyword:\bwidget_foo_(get|put)\b)
	netdev@lists.example.org (open list:WIDGET NETWORK DRIVERS)
	widget-devel@lists.example.org (open list:WIDGET NETWORK DRIVERS)
	linux-kernel@lists.example.org (open list)
	EOF
	(cd "$TREE" && "$MAINT" get ../patches/0001-widget-fix-foo.patch) >actual &&
	test_cmp expect actual
'

test_expect_success 'get --sections prints the matching sections' '
	cat >expect <<-\EOF &&
	WIDGET CORE
	M:	Marta Kowalczyk <marta.kowalczyk@example.org>
	M:	Dev A. Anand <dev.anand@example.com>
	R:	Lucia Fernandez <lucia.fernandez@example.org>
	L:	widget-devel@lists.example.org
	S:	Supported
	W:	https://widget.example.org/
	Q:	https://patchwork.example.org/project/widget/list/
	B:	https://bugzilla.example.org/buglist.cgi?component=widget
	C:	irc://irc.example.org/widget
	P:	Documentation/process/maintainer-widget.rst
	T:	git https://git.example.org/pub/scm/linux/kernel/git/widget/widget.git
	F:	Documentation/devicetree/bindings/widget/
	F:	Documentation/process/maintainer-widget.rst
	F:	drivers/widget/
	F:	include/linux/widget.h
	F:	tools/testing/widget/
	K:	\bwidget_foo_(get|put)\b

	THE REST
	L:	linux-kernel@lists.example.org
	S:	Buried alive in reporters
	T:	git https://git.example.org/pub/scm/linux/kernel/git/lena/linux.git
	F:	*
	F:	*/

	EOF
	(cd "$TREE" && "$MAINT" get --sections -f include/linux/widget.h) >actual &&
	test_cmp expect actual
'

test_expect_success 'get refuses an unknown option' '
	(cd "$TREE" && test_must_fail "$MAINT" get --frobnicate \
		-f drivers/frob/frob-core.c) >out 2>err &&
	test_must_be_empty out &&
	grep "^Unknown option: frobnicate\$" err
'

test_expect_success 'get_maintainer.pl symlink acts as maint get' '
	ln -s "$MAINT" get_maintainer.pl &&
	link=$(pwd)/get_maintainer.pl &&
	(cd "$TREE" && "$MAINT" get "$PATCH") >expect &&
	(cd "$TREE" && "$link" "$PATCH") >actual &&
	test_cmp expect actual
'

test_expect_success 'maint --version exits 0' '
	"$MAINT" --version >out &&
	grep maint out
'

test_done
