# SPDX-License-Identifier: GPL-2.0-only
#
# maint: MAINTAINERS and Maintainer Entry Profiles, fast.
#
#   make            build libmaint.a, libmaint.so, maint.pc and ./maint
#   make demo       build, then run maint on the bundled example tree
#   make check      unit, CLI, conformance and sanitizer suites
#   make fresh-check  make demo + make check in a bare Debian 12 chroot (root)
#   make conformance  every recorded get_maintainer.pl case of the corpus
#   make bench      whole-process medians on the corpus
#   make install    PREFIX=/usr/local DESTDIR=
#   make man        build/man/*.1 from doc/man/*.rst (skipped without rst2man)
#   make lib-demo   install into build/stage, build and run the libmaint demo

VERSION := 0.1.0
# The ABI's number, from VERSION's first part: libmaint.so.$(SOVERSION) is
# the soname, lib/libmaint.map's node LIBMAINT_$(SOVERSION).
SOVERSION := $(firstword $(subst ., ,$(VERSION)))
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCDIR ?= $(PREFIX)/include
MANDIR ?= $(PREFIX)/share/man
PKGDIR ?= $(LIBDIR)/pkgconfig
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions
DESTDIR ?=

CC ?= cc
PKG_CONFIG ?= pkg-config
GIT_DESCRIBE := $(shell git describe --always --dirty 2>/dev/null || echo unknown)

PCRE2_CFLAGS := $(shell $(PKG_CONFIG) --cflags libpcre2-8 2>/dev/null)
PCRE2_LIBS := $(shell $(PKG_CONFIG) --libs libpcre2-8 2>/dev/null || echo -lpcre2-8)
CMOCKA_LIBS := $(shell $(PKG_CONFIG) --libs cmocka 2>/dev/null || echo -lcmocka)

WARN := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes -Wno-unused-parameter
# DWARF 4: Debian 12's valgrind 3.19 cannot read all of DWARF 5.
OPT ?= -O2 -g -gdwarf-4
CFLAGS ?= $(OPT)
# Include paths by folder: common/ (mbuf, the file reader and writer, small
# helpers) is shared by both sides; lib/'s internal headers are for lib/
# and its tests only.  cli/ sees the public API and common/ (-Iinclude
# -Icommon), never -Ilib: tests/cli/t7006 checks it.
COMMON_INC := -Icommon
LIB_INC := -Iinclude -Icommon -Ilib
CLI_INC := -Iinclude -Icommon
INC := $(LIB_INC)
ALL_CFLAGS := -std=c11 -D_GNU_SOURCE $(WARN) -fPIC \
	$(PCRE2_CFLAGS) -DMAINT_VERSION='"$(VERSION)"' \
	-DMAINT_GIT_DESCRIBE='"$(GIT_DESCRIBE)"' $(CFLAGS)
LDLIBS := $(PCRE2_LIBS)
# Markdown profiles (libcmark); URL profiles (libcurl, libxml2's HTML
# parser: their headers here, the libraries loaded by lib/fetch.c when a
# URL is fetched, so that other commands do not load them)
PROFILE_PKGS := libcmark libcurl libxml-2.0
ALL_CFLAGS += $(shell $(PKG_CONFIG) --cflags $(PROFILE_PKGS) 2>/dev/null)
LDLIBS += $(shell $(PKG_CONFIG) --libs libcmark 2>/dev/null || \
	echo -lcmark) -ldl -lpthread

BUILD ?= build
COMMON_SRC := $(sort $(wildcard common/*.c))
LIB_SRC := $(sort $(wildcard lib/*/*.c)) $(COMMON_SRC)
CLI_SRC := $(sort $(wildcard cli/*.c))
UNIT_SRC := $(sort $(wildcard tests/unit/test-*.c))
# The public API: include/maint.h over one header per domain.
PUB_HDRS := $(sort $(wildcard include/maint/*.h))
HDRS := $(wildcard include/*.h include/maint/*.h common/*.h lib/*/*.h cli/*.h \
	tests/unit/*.h)

LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/%.o)
CLI_OBJ := $(CLI_SRC:%.c=$(BUILD)/%.o)
UNIT_BIN := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)

.PHONY: all demo check unit cli-tests conformance sanitize bench install \
	uninstall clean deps fuzz fresh-check format deps-build deps-test hostile man man-pages \
	lib-demo FORCE

# Plain `make` never installs anything: only deps, demo and check do.
all: maint libmaint.so maint.pc man

# Build dependencies: installed with apt-get when run as root, otherwise
# the exact command is printed and the build stops.
deps: deps-build deps-test

# Under `make check` (and fresh-check) the test packages come first: `all`
# builds the man pages, which need rst2man (python3-docutils), so deps-build
# installs the test set there before anything else is built.
DEPS_SET := $(if $(filter check deps sanitize hostile conformance,$(MAKECMDGOALS)),test,build)
deps-build:
	@sh scripts/deps.sh $(DEPS_SET)

# On a fresh machine the packages must be there before this Makefile is
# read: the pkg-config flags and git describe above are worked out as it is
# parsed.  For the goals that install packages (deps, demo, check), make
# first remakes this included stamp (running scripts/deps.sh), then reads
# the Makefile again with the packages installed.
ifneq ($(filter deps demo check,$(MAKECMDGOALS)),)
-include $(BUILD)/.deps-$(DEPS_SET)
endif
$(BUILD)/.deps-%: scripts/deps.sh
	@mkdir -p $(BUILD)
	@sh scripts/deps.sh $* && echo '# packages of deps.sh $* checked' >$@

$(BUILD)/cli/%.o: INC := $(CLI_INC)
$(BUILD)/common/%.o: INC := $(COMMON_INC)

# Each object depends on the headers it includes (-MMD -MP: build/*.d);
# an object without its .d file (an older build) is rebuilt once.
$(BUILD)/%.o: %.c $(BUILD)/%.d
	@mkdir -p $(dir $@)
	$(CC) $(INC) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/%.d: ;
.PRECIOUS: $(BUILD)/%.d

-include $(LIB_OBJ:.o=.d) $(CLI_OBJ:.o=.d) \
	$(join $(dir $(UNIT_BIN)),$(patsubst %,.%.d,$(notdir $(UNIT_BIN))))

# maint --version prints the git describe of the build: recompile maint.c
# whenever it changes (make does not track flags).
$(BUILD)/describe: FORCE
	@mkdir -p $(BUILD)
	@echo '$(GIT_DESCRIBE)' | cmp -s - $@ || echo '$(GIT_DESCRIBE)' >$@

$(BUILD)/cli/maint.o: $(BUILD)/describe

FORCE:

$(BUILD)/libmaint.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

libmaint.a: $(BUILD)/libmaint.a
	cp $< $@

# The shared library exports the public API (maint_*) only: lib/libmaint.map.
libmaint.so: $(LIB_OBJ) lib/libmaint.map
	$(CC) -shared -Wl,-soname,libmaint.so.$(SOVERSION) \
	    -Wl,--version-script=lib/libmaint.map -o $@ $(LIB_OBJ) $(LDLIBS)

maint: $(CLI_OBJ) $(BUILD)/libmaint.a
	$(CC) $(ALL_CFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/libmaint.a $(LDLIBS)

maint.pc: maint.pc.in Makefile
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' \
	    -e 's|@INCDIR@|$(INCDIR)|' -e 's|@VERSION@|$(VERSION)|' $< >$@

$(BUILD)/tests/%: tests/unit/%.c $(BUILD)/libmaint.a
	@mkdir -p $(dir $@)
	$(CC) $(INC) $(ALL_CFLAGS) -MMD -MP -MF $(dir $@).$(notdir $@).d -o $@ $< \
	    $(BUILD)/libmaint.a \
	    $(LDLIBS) $(CMOCKA_LIBS)

unit: deps-test $(UNIT_BIN)
	@sh tests/run-unit.sh $(UNIT_BIN)

deps-test:
	@sh scripts/deps.sh test

cli-tests: maint libmaint.so
	@sh tests/cli/run.sh

conformance: all
	@python3 tests/conformance/run.py --maint ./maint

# The sanitizer build: every suite again under ASan+UBSan.
SAN_CFLAGS := -O1 -g -gdwarf-4 -fsanitize=address,undefined -fno-omit-frame-pointer \
	-fno-sanitize-recover=all
sanitize: deps-test all
	$(MAKE) BUILD=build-san CC=clang CFLAGS='$(SAN_CFLAGS)' \
	    build-san/maint-san $(UNIT_SRC:tests/unit/%.c=build-san/tests/%) \
	    man-pages
	@sh tests/run-sanitize.sh

build-san/maint-san: $(CLI_OBJ) $(BUILD)/libmaint.a
	$(CC) $(ALL_CFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/libmaint.a $(LDLIBS)

# Man pages: one per doc/man/*.rst, built with docutils' rst2man (Debian:
# python3-docutils). Without rst2man they are skipped with a notice, except
# under `make check`, which needs them (MAINT_REQUIRE_MAN=1).
RST2MAN ?= rst2man
MAN_SRC := $(sort $(wildcard doc/man/*.rst))
MAN_PAGES := $(MAN_SRC:doc/man/%.rst=$(BUILD)/man/%.1)

man:
	@if command -v $(RST2MAN) >/dev/null 2>&1; then \
	    $(MAKE) --no-print-directory man-pages; \
	elif [ -n "$${MAINT_REQUIRE_MAN-}" ]; then \
	    echo "maint: $(RST2MAN) not found; install python3-docutils" >&2; \
	    exit 1; \
	else \
	    echo "maint: $(RST2MAN) not found (Debian: python3-docutils);" \
	        "man pages not built" >&2; \
	fi

man-pages: $(MAN_PAGES)
	@:

$(BUILD)/man/%.1: doc/man/%.rst Makefile
	@mkdir -p $(dir $@)
	sed 's/@VERSION@/$(VERSION)/g' $< | \
	    $(RST2MAN) --report=error --halt=error --no-generator \
	    --no-datestamp - $@.tmp
	@mv $@.tmp $@

# The library as its users see it: installed into a scratch DESTDIR, found
# with pkg-config, linked against libmaint.so.
STAGE := $(CURDIR)/$(BUILD)/stage
lib-demo: all
	@rm -rf $(STAGE)
	@$(MAKE) --no-print-directory install DESTDIR=$(STAGE) PREFIX=/usr \
	    >/dev/null
	@echo "lib-demo: installed into $(STAGE)"
	export PKG_CONFIG_SYSROOT_DIR=$(STAGE) \
	    PKG_CONFIG_LIBDIR=$(STAGE)/usr/lib/pkgconfig && \
	$(CC) -std=c11 $(WARN) $(OPT) -o $(BUILD)/libmaint-demo \
	    examples/libmaint-demo.c $$($(PKG_CONFIG) --cflags --libs maint)
	LD_LIBRARY_PATH=$(STAGE)/usr/lib $(BUILD)/libmaint-demo \
	    examples/tree drivers/widget/widget-core.c \
	    >$(BUILD)/libmaint-demo.out
	@grep -q '^maintainer: Marta Kowalczyk <marta.kowalczyk@example.org>' \
	    $(BUILD)/libmaint-demo.out && \
	grep -q '^profile: Documentation/process/maintainer-widget.rst' \
	    $(BUILD)/libmaint-demo.out && \
	grep -q '^  last -rc for new feature submissions: -rc5 ' \
	    $(BUILD)/libmaint-demo.out || \
	{ echo 'lib-demo: unexpected output:' >&2; \
	  cat $(BUILD)/libmaint-demo.out >&2; exit 1; }
	@echo "lib-demo: PASS"

hostile: all
	@sh tests/hostile/run.sh

FUZZ_SECONDS ?= 120
fuzz: deps-test
	@sh tests/fuzz/run.sh $(FUZZ_SECONDS)

check: deps-build
check: export MAINT_REQUIRE_MAN := 1
check: deps-test all unit cli-tests lib-demo hostile conformance sanitize

demo: deps-build
demo: all
	@sh examples/demo.sh

# `make demo` and `make check` on a bare minbase Debian 12 chroot, as root
# (cached debootstrap under /var/cache/maint/fresh-check; see the script).
fresh-check:
	@sh scripts/fresh-check.sh

$(BUILD)/bench/bench-match: bench/bench-match.c $(BUILD)/libmaint.a $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(INC) $(ALL_CFLAGS) -o $@ $< $(BUILD)/libmaint.a $(LDLIBS)

bench: all $(BUILD)/bench/bench-match
	@sh bench/bench.sh

install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCDIR) \
	    $(DESTDIR)$(PKGDIR)
	install -m 755 maint $(DESTDIR)$(BINDIR)/maint
	install -m 644 $(BUILD)/libmaint.a $(DESTDIR)$(LIBDIR)/libmaint.a
	install -m 755 libmaint.so $(DESTDIR)$(LIBDIR)/libmaint.so.$(VERSION)
	ln -sf libmaint.so.$(VERSION) \
	    $(DESTDIR)$(LIBDIR)/libmaint.so.$(SOVERSION)
	ln -sf libmaint.so.$(SOVERSION) $(DESTDIR)$(LIBDIR)/libmaint.so
	install -m 644 include/maint.h $(DESTDIR)$(INCDIR)/maint.h
	install -d $(DESTDIR)$(INCDIR)/maint
	install -m 644 $(PUB_HDRS) $(DESTDIR)$(INCDIR)/maint/
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' \
	    -e 's|@INCDIR@|$(INCDIR)|' -e 's|@VERSION@|$(VERSION)|' \
	    maint.pc.in >$(DESTDIR)$(PKGDIR)/maint.pc
	chmod 644 $(DESTDIR)$(PKGDIR)/maint.pc
	install -d $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	install -m 644 completion/maint.bash $(DESTDIR)$(BASHCOMPDIR)/maint
	install -m 644 completion/_maint $(DESTDIR)$(ZSHCOMPDIR)/_maint
	@if [ -n "$(wildcard $(MAN_PAGES))" ]; then \
	    install -d $(DESTDIR)$(MANDIR)/man1 && \
	    for page in $(wildcard $(MAN_PAGES)); do \
	        install -m 644 $$page $(DESTDIR)$(MANDIR)/man1/ || exit 1; \
	    done; \
	else \
	    echo "maint: no man pages built; not installing them" >&2; \
	fi

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/maint $(DESTDIR)$(LIBDIR)/libmaint.a \
	    $(DESTDIR)$(LIBDIR)/libmaint.so \
	    $(DESTDIR)$(LIBDIR)/libmaint.so.$(SOVERSION) \
	    $(DESTDIR)$(LIBDIR)/libmaint.so.$(VERSION) \
	    $(DESTDIR)$(INCDIR)/maint.h $(DESTDIR)$(PKGDIR)/maint.pc \
	    $(DESTDIR)$(BASHCOMPDIR)/maint $(DESTDIR)$(ZSHCOMPDIR)/_maint \
	    $(MAN_SRC:doc/man/%.rst=$(DESTDIR)$(MANDIR)/man1/%.1) \
	    $(PUB_HDRS:include/%=$(DESTDIR)$(INCDIR)/%)
	-rmdir $(DESTDIR)$(INCDIR)/maint 2>/dev/null

format:
	clang-format -i $(LIB_SRC) $(CLI_SRC) $(UNIT_SRC) $(HDRS)

clean:
	rm -rf build build-san build-fuzz maint libmaint.a libmaint.so maint.pc
