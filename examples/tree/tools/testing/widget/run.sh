#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The widget self-tests the widget profile asks for (a placeholder: the
# example tree has no tests to run).
echo "widget: 0 tests, nothing to do in the example tree"
