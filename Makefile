# SPDX-License-Identifier: GPL-2.0-only
#
# maint: MAINTAINERS and Maintainer Entry Profiles, fast.
#
#   make            build libmaint.a, libmaint.so, maint.pc, ./maint, the man
#                   pages and the Python module (V=1: full command lines)
#   make demo       build, then run maint on the bundled example tree
#   make check      the tests to run before sending a change: unit, CLI,
#                   hostile, conformance and Python (about 8 min, 2 cores)
#   make check-all  check, lib-demo, sanitize and fuzz: what CI runs
#                   (with fresh-check; about 70 min)
#   make sanitize   every suite again under ASan+UBSan, then valgrind
#   make fuzz       libFuzzer on every parser (FUZZ_SECONDS per target)
#   make lib-demo   install into build/stage, build and run the libmaint demo
#   make fresh-check  make demo + make check in a bare Debian 12 chroot (root)
#   make conformance  every recorded get_maintainer.pl case of the corpus
#   make bench      whole-process medians on the corpus
#   make install    PREFIX=/usr/local DESTDIR= (make uninstall undoes it)
#   make man        build/man/*.1 from doc/man/*.rst (skipped without rst2man)
#   make python     the Python module in build/python (skipped without
#                   python3-dev)
#   make deps       install the packages of make check (deps-all: all of CI's)

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
# Debian's zsh reads packages' completion from vendor-completions and local
# ones from /usr/local/share/zsh/site-functions
ZSHCOMPDIR ?= $(if $(filter /usr,$(PREFIX)),$(PREFIX)/share/zsh/vendor-completions,$(PREFIX)/share/zsh/site-functions)
# The Python module: where Debian's python3 looks (dist-packages)
PYTHON ?= $(firstword $(wildcard /usr/bin/python3) python3)
PY_MINOR := $(shell $(PYTHON) -c 'import sys; print(sys.version_info[1])' 2>/dev/null)
PYDIR ?= $(if $(filter /usr,$(PREFIX)),$(PREFIX)/lib/python3/dist-packages,$(PREFIX)/lib/python3.$(PY_MINOR)/dist-packages)
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
# The maint binary takes PCRE2 and libcmark from their static archives when
# Debian's -dev packages ship them (they do): the dynamic loader then maps
# and relocates libc alone, 0.09 ms of each call's 1.6 (make bench's
# "dynamic libraries" rows).  STATIC_DEPS=no links them dynamically;
# libmaint.so, the tests and the sanitizer build always do.
STATIC_DEPS ?= yes
DEP_LIBDIR := $(shell $(PKG_CONFIG) --variable=libdir libpcre2-8 2>/dev/null)
STATIC_ARCHIVES := $(if $(filter yes,$(STATIC_DEPS)),$(wildcard \
	$(DEP_LIBDIR)/libpcre2-8.a $(DEP_LIBDIR)/libcmark.a))
MAINT_LDLIBS := $(if $(word 2,$(STATIC_ARCHIVES)),$(STATIC_ARCHIVES) \
	-ldl -lpthread,$(LDLIBS))

# Quiet build lines ("  CC      build/lib/db/db.o"); V=1 prints the commands.
V ?= 0
ifeq ($(V),1)
Q :=
say =
else
Q := @
say = @printf '  %-7s %s\n' '$(1)' '$(2)';
endif

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

.PHONY: all demo check check-all unit cli-tests conformance sanitize bench \
	install uninstall clean deps deps-all fuzz fresh-check format \
	deps-build deps-check hostile man man-pages lib-demo python \
	python-module python-tests FORCE

# Plain `make` never installs anything: only the deps goals, demo, check
# and check-all do.
all: maint libmaint.so maint.pc man python

# The Debian packages (scripts/deps.sh): as root the missing ones are
# installed with apt-get; otherwise the exact command is printed and the
# build stops when a needed one is missing (a package only some tests use
# is named, and its tests are skipped).  The set a goal needs: build (demo,
# make), check (what make check runs), all (check-all, sanitize, fuzz).
DEPS_SET := $(if $(filter check-all sanitize fuzz deps-all,$(MAKECMDGOALS)),all,$(if $(filter check deps unit cli-tests hostile conformance python-tests,$(MAKECMDGOALS)),check,build))
deps-build deps-check deps-all: deps-%: $(BUILD)/.deps-%
deps: deps-check

# On a fresh machine the packages must be there before this Makefile is
# read: the pkg-config flags and git describe above are worked out as it is
# parsed.  For the goals that install packages, make first remakes this
# included stamp (running scripts/deps.sh), then reads the Makefile again
# with the packages installed.  The man pages need rst2man and the Python
# module python3-dev, so under check the check set comes before anything
# is built.
ifneq ($(filter deps deps-all demo check check-all sanitize fuzz,$(MAKECMDGOALS)),)
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
	$(call say,CC,$@)$(CC) $(INC) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

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
	$(call say,AR,$@)ar rcs $@ $^

libmaint.a: $(BUILD)/libmaint.a
	$(Q)cp $< $@

# The shared library exports the public API (maint_*) only: lib/libmaint.map.
libmaint.so: $(LIB_OBJ) lib/libmaint.map
	$(call say,LD,$@)$(CC) -shared -Wl,-soname,libmaint.so.$(SOVERSION) \
	    -Wl,--version-script=lib/libmaint.map -o $@ $(LIB_OBJ) $(LDLIBS)

# Relative relocations packed (DT_RELR, binutils 2.38 and glibc 2.36 on):
# the loader walks a bitmap, not 5,000 records, when maint starts.
RELR_LDFLAGS := $(shell printf 'int main(void){return 0;}' | \
	$(CC) -x c - -o /dev/null -Wl,-z,pack-relative-relocs 2>/dev/null && \
	echo -Wl,-z,pack-relative-relocs)

maint: $(CLI_OBJ) $(BUILD)/libmaint.a
	$(call say,LD,$@)$(CC) $(ALL_CFLAGS) $(RELR_LDFLAGS) -o $@ $(CLI_OBJ) \
	    $(BUILD)/libmaint.a $(MAINT_LDLIBS)

maint.pc: maint.pc.in Makefile
	$(call say,GEN,$@)sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' \
	    -e 's|@INCDIR@|$(INCDIR)|' -e 's|@VERSION@|$(VERSION)|' $< >$@

$(BUILD)/tests/%: tests/unit/%.c $(BUILD)/libmaint.a
	@mkdir -p $(dir $@)
	$(call say,CC,$@)$(CC) $(INC) $(ALL_CFLAGS) -MMD -MP -MF $(dir $@).$(notdir $@).d -o $@ $< \
	    $(BUILD)/libmaint.a \
	    $(LDLIBS) $(CMOCKA_LIBS)

unit: deps-check $(UNIT_BIN)
	@sh tests/run-unit.sh $(UNIT_BIN)

cli-tests: maint libmaint.so
	@sh tests/cli/run.sh

conformance: all
	@$(PYTHON) tests/conformance/run.py --maint ./maint

# The sanitizer build: every suite again under ASan+UBSan.
SAN_CFLAGS := -O1 -g -gdwarf-4 -fsanitize=address,undefined -fno-omit-frame-pointer \
	-fno-sanitize-recover=all
sanitize: deps-all all
	$(Q)$(MAKE) --no-print-directory BUILD=build-san CC=clang CFLAGS='$(SAN_CFLAGS)' \
	    build-san/maint-san $(UNIT_SRC:tests/unit/%.c=build-san/tests/%) \
	    man-pages
	@sh tests/run-sanitize.sh

build-san/maint-san: $(CLI_OBJ) $(BUILD)/libmaint.a
	$(call say,LD,$@)$(CC) $(ALL_CFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/libmaint.a $(LDLIBS)

# Man pages: one per doc/man/*.rst, built with docutils' rst2man (Debian:
# python3-docutils). Without rst2man they are skipped with a notice, except
# where they are needed (MAINT_REQUIRE_MAN=1: make check under
# MAINT_REQUIRE_PACKAGES=1, as in CI).
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
	$(call say,MAN,$@)sed 's/@VERSION@/$(VERSION)/g' $< | \
	    $(RST2MAN) --report=error --halt=error --no-generator \
	    --no-datestamp - $@.tmp
	@mv $@.tmp $@

# The library as its users see it: installed into a scratch DESTDIR, found
# with pkg-config, linked against libmaint.so.  The demo must answer as
# maint get does in the same tree: the example tree, and the 6.12 world of
# the corpus (whose 6.12 script makes M: people "supporter"s) when the
# corpus is there.
STAGE := $(CURDIR)/$(BUILD)/stage
lib-demo: all
	@rm -rf $(STAGE)
	@$(MAKE) --no-print-directory install DESTDIR=$(STAGE) PREFIX=/usr \
	    >/dev/null
	@echo "lib-demo: installed into $(STAGE)"
	$(Q)export PKG_CONFIG_SYSROOT_DIR=$(STAGE) \
	    PKG_CONFIG_LIBDIR=$(STAGE)/usr/lib/pkgconfig && \
	$(CC) -std=c11 $(WARN) $(OPT) -o $(BUILD)/libmaint-demo \
	    examples/libmaint-demo.c $$($(PKG_CONFIG) --cflags --libs maint)
	@LD_LIBRARY_PATH=$(STAGE)/usr/lib sh examples/lib-demo-check.sh \
	    $(BUILD)/libmaint-demo ./maint examples/tree \
	    drivers/widget/widget-core.c $(BUILD)/libmaint-demo.out
	@grep -q '^profile: Documentation/process/maintainer-widget.rst' \
	    $(BUILD)/libmaint-demo.out && \
	grep -q '^  last -rc for new feature submissions: -rc5 ' \
	    $(BUILD)/libmaint-demo.out || \
	{ echo 'lib-demo: unexpected output:' >&2; \
	  cat $(BUILD)/libmaint-demo.out >&2; exit 1; }
	@world=$$($(PYTHON) tests/conformance/run.py --prepare-only \
	    --world linux-6.12-s612 2>/dev/null) && [ -d "$$world" ] && \
	LD_LIBRARY_PATH=$(STAGE)/usr/lib sh examples/lib-demo-check.sh \
	    $(BUILD)/libmaint-demo ./maint "$$world" \
	    drivers/net/ethernet/intel/e1000e/netdev.c \
	    $(BUILD)/libmaint-demo-612.out || \
	{ [ -z "$$world" ] && [ "$${MAINT_REQUIRE_CORPUS-}" != 1 ] && \
	  echo "lib-demo: no corpus: the 6.12 tree not tried"; }
	@echo "lib-demo: PASS"

hostile: all
	@sh tests/hostile/run.sh

FUZZ_SECONDS ?= 120
fuzz: deps-all
	@sh tests/fuzz/run.sh $(FUZZ_SECONDS)

# The Python module (python/): a C extension over libmaint.so, built into
# build/python/maint/ beside copies of the package's Python files, linked
# against the libmaint.so of this tree (build/libmaint.so.$(SOVERSION) links to it;
# the installed module finds the installed library, RUNPATH $(LIBDIR)).
# Without Python's headers (Debian: python3-dev) it is skipped with a
# notice, except under MAINT_REQUIRE_PACKAGES=1.
PY_INCLUDE := $(shell $(PYTHON) -c 'import sysconfig; print(sysconfig.get_paths()["include"])' 2>/dev/null)
PY_EXT := $(shell $(PYTHON) -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))' 2>/dev/null)
PY_SRC := $(sort $(wildcard python/maint/*.py python/maint/*.pyi)) \
	python/maint/py.typed
PY_FILES := $(PY_SRC:python/%=$(BUILD)/python/%)
PY_MOD := $(BUILD)/python/maint/_maint$(PY_EXT)

python:
	@if [ -n "$(PY_EXT)" ] && [ -f "$(PY_INCLUDE)/Python.h" ]; then \
	    $(MAKE) --no-print-directory python-module; \
	elif [ "$${MAINT_REQUIRE_PACKAGES-}" = 1 ]; then \
	    echo "maint: $(PYTHON)'s Python.h not found; install python3-dev" >&2; \
	    exit 1; \
	else \
	    echo "maint: $(PYTHON)'s Python.h not found (Debian: python3-dev);" \
	        "the Python module not built" >&2; \
	fi

python-module: $(PY_MOD) $(PY_FILES) $(BUILD)/libmaint.so.$(SOVERSION)

$(BUILD)/libmaint.so.$(SOVERSION): libmaint.so
	@mkdir -p $(dir $@)
	$(Q)ln -sf ../libmaint.so $@

$(BUILD)/python/%: python/%
	@mkdir -p $(dir $@)
	$(Q)cp $< $@

# the module finds the installed library through its RUNPATH, LIBDIR:
# built again when LIBDIR changes (make install PREFIX=...)
$(BUILD)/python-libdir: FORCE
	@mkdir -p $(BUILD)
	@echo '$(LIBDIR)' | cmp -s - $@ || echo '$(LIBDIR)' >$@

$(PY_MOD): python/maint/_maint.c libmaint.so $(HDRS) $(BUILD)/python-libdir
	@mkdir -p $(dir $@)
	$(call say,CC,$@)$(CC) -Iinclude -I$(PY_INCLUDE) $(ALL_CFLAGS) \
	    -fvisibility=hidden -shared -o $@ $< -L$(CURDIR) -l:libmaint.so \
	    -Wl,--enable-new-dtags,-rpath,$(LIBDIR)

# pytest on python/tests against build/python and this tree's libmaint.
python-tests: python
	@sh python/run-tests.sh $(PYTHON) $(BUILD)

# make check: the suites a contributor runs before sending a change, one
# after another with a line per step and the time each took; the slower
# runs (sanitizers, valgrind, the installed library, fuzzing, a fresh
# chroot) are check-all's and CI's.
check: export MAINT_REQUIRE_MAN := $(if $(filter 1,$(MAINT_REQUIRE_PACKAGES)),1)
check: deps-check all $(UNIT_BIN)
	@sh tests/run-check.sh $(PYTHON) $(BUILD) $(UNIT_BIN)

# Everything CI runs but fresh-check (root: make fresh-check).
check-all: deps-all
	@$(MAKE) --no-print-directory check
	@$(MAKE) --no-print-directory lib-demo
	@$(MAKE) --no-print-directory sanitize
	@$(MAKE) --no-print-directory fuzz

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

$(BUILD)/bench/hist-check: bench/hist-check.c $(BUILD)/libmaint.a $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(INC) $(ALL_CFLAGS) -o $@ $< $(BUILD)/libmaint.a $(LDLIBS)

bench: all $(BUILD)/bench/bench-match $(BUILD)/bench/hist-check
	@sh bench/bench.sh

# The files go where Debian looks for them (README.md, Install); see
# scripts/install.sh, which checks every directory first and puts nothing
# in place when one cannot be written, and runs ldconfig for a system
# library directory.
INSTALL_VARS = DESTDIR='$(DESTDIR)' PREFIX='$(PREFIX)' BINDIR='$(BINDIR)' \
	LIBDIR='$(LIBDIR)' INCDIR='$(INCDIR)' MANDIR='$(MANDIR)' \
	PKGDIR='$(PKGDIR)' BASHCOMPDIR='$(BASHCOMPDIR)' \
	ZSHCOMPDIR='$(ZSHCOMPDIR)' PYDIR='$(PYDIR)' PYTHON='$(PYTHON)' \
	VERSION='$(VERSION)' SOVERSION='$(SOVERSION)' BUILD='$(BUILD)'

install: all
	@$(INSTALL_VARS) sh scripts/install.sh install

uninstall:
	@$(INSTALL_VARS) sh scripts/install.sh uninstall

format:
	clang-format -i $(LIB_SRC) $(CLI_SRC) $(UNIT_SRC) $(HDRS)

clean:
	rm -rf build build-san build-fuzz maint libmaint.a libmaint.so maint.pc
	rm -rf python/tests/__pycache__ python/maint/__pycache__ \
	    python/.pytest_cache
