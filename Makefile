# SPDX-License-Identifier: GPL-2.0-only
#
# maint: MAINTAINERS and Maintainer Entry Profiles, fast.
#
#   make            build libmaint.a, libmaint.so, maint.pc and ./maint
#   make demo       build, then run maint on the bundled example tree
#   make check      unit, CLI, conformance and sanitizer suites
#   make conformance  every recorded get_maintainer.pl case of the corpus
#   make bench      whole-process medians on the corpus
#   make install    PREFIX=/usr/local DESTDIR=

VERSION := 0.1.0
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCDIR ?= $(PREFIX)/include
MANDIR ?= $(PREFIX)/share/man
PKGDIR ?= $(LIBDIR)/pkgconfig
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
ALL_CFLAGS := -std=c11 -D_GNU_SOURCE $(WARN) -fPIC -Iinclude -Ilib \
	$(PCRE2_CFLAGS) -DMAINT_VERSION='"$(VERSION)"' \
	-DMAINT_GIT_DESCRIBE='"$(GIT_DESCRIBE)"' $(CFLAGS)
LDLIBS := $(PCRE2_LIBS)

BUILD ?= build
LIB_SRC := $(sort $(wildcard lib/*.c))
CLI_SRC := $(sort $(wildcard cli/*.c))
UNIT_SRC := $(sort $(wildcard tests/unit/test-*.c))
HDRS := $(wildcard include/*.h include/maint/*.h lib/*.h cli/*.h tests/unit/*.h)

LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/%.o)
CLI_OBJ := $(CLI_SRC:%.c=$(BUILD)/%.o)
UNIT_BIN := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)

.PHONY: all demo check unit cli-tests conformance sanitize bench install \
	uninstall clean deps fuzz format deps-build deps-test

all: deps-build maint libmaint.so maint.pc

# Build dependencies: installed with apt-get when run as root, otherwise
# the exact command is printed and the build stops.
deps-build:
	@sh scripts/deps.sh build

$(BUILD)/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/libmaint.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

libmaint.a: $(BUILD)/libmaint.a
	cp $< $@

libmaint.so: $(LIB_OBJ)
	$(CC) -shared -Wl,-soname,libmaint.so.0 -o $@ $^ $(LDLIBS)

maint: $(CLI_OBJ) $(BUILD)/libmaint.a
	$(CC) $(ALL_CFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/libmaint.a $(LDLIBS)

maint.pc: maint.pc.in Makefile
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' \
	    -e 's|@INCDIR@|$(INCDIR)|' -e 's|@VERSION@|$(VERSION)|' $< >$@

$(BUILD)/tests/%: tests/unit/%.c $(BUILD)/libmaint.a
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(BUILD)/libmaint.a $(LDLIBS) $(CMOCKA_LIBS)

unit: deps-test $(UNIT_BIN)
	@sh tests/run-unit.sh $(UNIT_BIN)

deps-test:
	@sh scripts/deps.sh test

cli-tests: maint
	@sh tests/cli/run.sh

conformance: all
	@python3 tests/conformance/run.py --maint ./maint

# The sanitizer build: every suite again under ASan+UBSan.
SAN_CFLAGS := -O1 -g -gdwarf-4 -fsanitize=address,undefined -fno-omit-frame-pointer \
	-fno-sanitize-recover=all
sanitize: deps-test all
	$(MAKE) BUILD=build-san CC=clang CFLAGS='$(SAN_CFLAGS)' \
	    build-san/maint-san $(UNIT_SRC:tests/unit/%.c=build-san/tests/%)
	@sh tests/run-sanitize.sh

build-san/maint-san: $(CLI_OBJ) $(BUILD)/libmaint.a
	$(CC) $(ALL_CFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/libmaint.a $(LDLIBS)

check: all unit cli-tests conformance sanitize

demo: all
	@sh examples/demo.sh

$(BUILD)/bench/bench-match: bench/bench-match.c $(BUILD)/libmaint.a $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(BUILD)/libmaint.a $(LDLIBS)

bench: all $(BUILD)/bench/bench-match
	@sh bench/bench.sh

install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCDIR) \
	    $(DESTDIR)$(PKGDIR)
	install -m 755 maint $(DESTDIR)$(BINDIR)/maint
	install -m 644 $(BUILD)/libmaint.a $(DESTDIR)$(LIBDIR)/libmaint.a
	install -m 755 libmaint.so $(DESTDIR)$(LIBDIR)/libmaint.so.0
	ln -sf libmaint.so.0 $(DESTDIR)$(LIBDIR)/libmaint.so
	install -m 644 include/maint.h $(DESTDIR)$(INCDIR)/maint.h
	install -m 644 maint.pc $(DESTDIR)$(PKGDIR)/maint.pc

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/maint $(DESTDIR)$(LIBDIR)/libmaint.a \
	    $(DESTDIR)$(LIBDIR)/libmaint.so $(DESTDIR)$(LIBDIR)/libmaint.so.0 \
	    $(DESTDIR)$(INCDIR)/maint.h $(DESTDIR)$(PKGDIR)/maint.pc

format:
	clang-format -i $(LIB_SRC) $(CLI_SRC) $(UNIT_SRC) $(HDRS)

clean:
	rm -rf build build-san maint libmaint.a libmaint.so maint.pc
