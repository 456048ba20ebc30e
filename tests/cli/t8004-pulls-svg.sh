#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint pulls --format=svg: the pull-path picture of a kernel-sized cycle
# (tests/pulls-fixture.py synthetic: 600 merges, 579 trees at depths 1-3,
# every tree in a MAINTAINERS section), checked in headless Chromium: no
# two labels overlap and each label stays inside its box.  The screenshot
# is kept in build/test-artifacts/pulls-svg.png.

. "$(dirname "$0")/lib.sh"

command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"
command -v python3 >/dev/null 2>&1 || test_skip_all "python3 is not installed"

FIX=$TEST_ROOT/synthetic
python3 "$TEST_TOP/tests/pulls-fixture.py" synthetic "$FIX" 600 >/dev/null ||
	test_skip_all "cannot build the fixture"
REPO=$FIX/repo
ART=$TEST_TOP/build/test-artifacts
CHROMIUM=
for c in chromium chromium-browser google-chrome; do
	if command -v $c >/dev/null 2>&1; then
		CHROMIUM=$c
		break
	fi
done

# chromium ARGS...: headless, no network, a fresh profile
chromium_run() {
	prof=$(mktemp -d "$TEST_ROOT/chromium.XXXXXX") &&
	timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu \
		--no-first-run --disable-background-networking \
		--disable-component-update --disable-sync \
		--user-data-dir="$prof" "$@" 2>/dev/null
}

test_expect_success 'the SVG is well-formed XML with one node per tree' '
	"$MAINT" pulls -C "$REPO" v6.11..v6.12 --format=svg >p.svg &&
	python3 - p.svg <<-\EOT
	import sys, xml.dom.minidom as m
	d = m.parse(sys.argv[1])
	g = [x for x in d.getElementsByTagName("g")
	     if x.getAttribute("class") == "pull-node"]
	assert len(g) == 580, len(g)  # mainline and 579 trees
	depth = sorted({x.getAttribute("data-depth") for x in g})
	assert depth == ["0", "1", "2", "3"], depth
	p = d.getElementsByTagName("path")
	assert len(p) == 579, len(p)
	EOT
'

test_expect_success 'labels are section names, escaped, cut to fit' '
	"$MAINT" pulls -C "$REPO" v6.11..v6.12 --format=svg >p.svg &&
	grep -F ">CLOCK 0 (1)</text>" p.svg &&
	grep -F ">MID CLOCK 0 (1)</text>" p.svg &&
	grep -F "DRM DRIVERS FOR ÄLTERE GRAFIK &lt;&amp;&gt; &quot;QUOTED&quot;" p.svg &&
	grep -F ">NETWORKING DRIVERS (WIRELESS) FOR QUALC... (1)</text>" p.svg
'

test_expect_success 'edge width grows with the pulls' '
	"$MAINT" pulls -C "$REPO" v6.11..v6.12 --format=svg >p.svg &&
	grep -c "stroke-width=\"1.0\"><title>1 pull</title>" p.svg >n &&
	test "$(cat n)" -eq 579
'

if [ -n "$CHROMIUM" ] ||
   test_have chromium chromium 'overlapping labels in Chromium'; then
	test_expect_success 'no overlapping labels in headless Chromium; screenshot' '
		"$MAINT" pulls -C "$REPO" v6.11..v6.12 --format=svg >p.svg &&
		{
			echo "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\">" &&
			sed 1d p.svg &&
			cat <<-\EOT
			<pre id="result">pending</pre>
			<script>
			var labels = Array.prototype.slice.call(
				document.querySelectorAll("svg.pulls-graph text.pull-label"));
			var b = labels.map(function (t) {
				var r = t.getBoundingClientRect();
				return { l: r.left, r: r.right, t: r.top, b: r.bottom,
					 s: t.textContent };
			});
			var over = [], out = [];
			b.sort(function (x, y) { return x.l - y.l; });
			for (var i = 0; i < b.length; i++)
				for (var j = i + 1; j < b.length && b[j].l < b[i].r; j++)
					if (b[j].t < b[i].b && b[i].t < b[j].b)
						over.push(b[i].s + " / " + b[j].s);
			labels.forEach(function (t) {
				var r = t.getBoundingClientRect();
				var q = t.previousElementSibling.getBoundingClientRect();
				if (r.left < q.left || r.right > q.right + 0.5 ||
				    r.top < q.top - 2 || r.bottom > q.bottom + 2)
					out.push(t.textContent);
			});
			document.getElementById("result").textContent =
				"RESULT labels=" + labels.length + " overlaps=" +
				over.length + " outside=" + out.length + " " +
				over.slice(0, 3).concat(out.slice(0, 3)).join(" | ");
			</script></body></html>
			EOT
		} >page.html &&
		chromium_run --dump-dom "file://$PWD/page.html" >dom.html &&
		grep -o "<pre id=\"result\">RESULT [^<]*" dom.html |
			sed "s/^<pre id=\"result\">//" >actual &&
		cat actual &&
		echo "RESULT labels=580 overlaps=0 outside=0 " >expect &&
		test_cmp expect actual &&
		mkdir -p "$ART" &&
		chromium_run --hide-scrollbars --window-size=1600,1200 \
			--screenshot="$ART/pulls-svg.png" "file://$PWD/p.svg" &&
		test -s "$ART/pulls-svg.png"
	'
fi

test_expect_success 'the report panel embeds the same picture' '
	"$MAINT" pulls -C "$REPO" v6.11..v6.12 --format=html >p.html &&
	head -1 p.html | grep "^<!DOCTYPE html>" &&
	grep -c "class=\"pull-node\"" p.html >n &&
	test "$(cat n)" -eq 580
'

test_done
