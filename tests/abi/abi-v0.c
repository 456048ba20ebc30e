// SPDX-License-Identifier: GPL-2.0-only
/*
 * A program written against libmaint's headers as they stood when the
 * ABI was frozen (tests/abi/v0/include, a copy never edited): it must keep
 * building against them and running against every later libmaint.so.0
 * (tests/cli/t7010).  It answers `maint get -f FILE` in TREE the way the
 * library says it, reads each person's roles, lints TREE's MAINTAINERS,
 * classifies its P: lines, prints the layout of every public struct,
 * then checks what the versioned API promises.
 *
 *   abi-v0 TREE FILE
 *   abi-v0 --layout
 *
 * Prints the answer's text (maint_get_output()), then one line per person
 * ("EMAIL (ROLE)"), one per role of each ("role EMAIL KIND SECTION TEXT"),
 * one per P: line of the sections matched ("pref SECTION FILE VALUE"),
 * one per finding of maint_check(), one per section the file matches
 * ("match SECTION DEPTH"), one per P: line, the layout lines
 * ("layout STRUCT.MEMBER OFFSET" for every member of every public struct),
 * then "ok"; exit status 0, or 1 with the reason.  Built against today's
 * headers it must print the same: a member moved, or put before
 * others, shows in the layout lines.  With --layout: the layout
 * lines alone (no call into the library, which such a build misreads).
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <maint.h>

static int fail(const char *what, int err)
{
	fprintf(stderr, "abi-v0: %s: %s\n", what, maint_strerror(err));
	return 1;
}

/*
 * Every member's offset (no size: a struct a caller allocates carries a
 * version, one the library hands out is read through a const pointer).
 */
#define O(T, m) printf("layout %s.%s %zu\n", #T, #m, offsetof(struct T, m))

static void layout(void)
{
	O(maint_diag, file);
	O(maint_diag, line);
	O(maint_diag, level);
	O(maint_diag, msg);
	O(maint_diag, flags);
	O(maint_diag_sink, version);
	O(maint_diag_sink, fn);
	O(maint_diag_sink, ctx);
	O(maint_duration, version);
	O(maint_duration, count);
	O(maint_duration, unit);
	O(maint_duration, more_than);
	O(maint_duration, approx);
	O(maint_coverage_file, path);
	O(maint_coverage_file, all);
	O(maint_coverage_file, nall);
	O(maint_coverage_file, best);
	O(maint_coverage_file, nbest);
	O(maint_coverage_file, status);
	O(maint_coverage_file, profile);
	O(maint_coverage_file, rest_only);
	O(maint_coverage_file, unmatched);
	O(maint_coverage_file, lines);
	O(maint_coverage_file, dir);
	O(maint_coverage_dir, path);
	O(maint_coverage_dir, name);
	O(maint_coverage_dir, parent);
	O(maint_coverage_dir, first_child);
	O(maint_coverage_dir, next_sibling);
	O(maint_coverage_dir, last_child);
	O(maint_coverage_dir, depth);
	O(maint_coverage_dir, files);
	O(maint_coverage_dir, lines);
	O(maint_coverage_dir, nfiles);
	O(maint_coverage_dir, profile_files);
	O(maint_coverage_dir, rest_only_files);
	O(maint_coverage_dir, nlines);
	O(maint_coverage_dir, profile_lines);
	O(maint_coverage_dir, own_files);
	O(maint_coverage_dir, own_lines);
	O(maint_coverage_dir, own_nfiles);
	O(maint_coverage_dir, own_profile_files);
	O(maint_coverage_summary, nfiles);
	O(maint_coverage_summary, nlines);
	O(maint_coverage_summary, files);
	O(maint_coverage_summary, lines);
	O(maint_coverage_summary, rest_only_files);
	O(maint_coverage_summary, unmatched_files);
	O(maint_coverage_summary, rest_only_lines);
	O(maint_coverage_summary, unmatched_lines);
	O(maint_coverage_summary, sections_matched);
	O(maint_coverage_opts, version);
	O(maint_coverage_opts, root);
	O(maint_coverage_opts, lines);
	O(maint_coverage_opts, progress);
	O(maint_coverage_opts, progress_ctx);
	O(maint_coverage_json_opts, version);
	O(maint_coverage_json_opts, source);
	O(maint_coverage_json_opts, lines);
	O(maint_coverage_json_opts, top);
	O(maint_item, text);
	O(maint_item, value);
	O(maint_item, file);
	O(maint_item, line);
	O(maint_item, type);
	O(maint_section, header);
	O(maint_section, first);
	O(maint_section, end);
	O(maint_load_opts, version);
	O(maint_load_opts, path);
	O(maint_load_opts, find_maintainer_files);
	O(maint_load_opts, root);
	O(maint_load_opts, max_file_size);
	O(maint_load_opts, no_globstar);
	O(maint_load_opts, use_cache);
	O(maint_load_opts, failed_file);
	O(maint_match, section);
	O(maint_match, depth);
	O(maint_match, item);
	O(maint_tag, letter);
	O(maint_tag, value);
	O(maint_tag, name);
	O(maint_script_where, version);
	O(maint_script_where, root);
	O(maint_script_where, path);
	O(maint_script_where, self);
	O(maint_script_where, use_cache);
	O(maint_get_opts, version);
	O(maint_get_opts, email);
	O(maint_get_opts, usename);
	O(maint_get_opts, maintainer);
	O(maint_get_opts, reviewer);
	O(maint_get_opts, fixes);
	O(maint_get_opts, list);
	O(maint_get_opts, moderated);
	O(maint_get_opts, subscriber);
	O(maint_get_opts, git);
	O(maint_get_opts, git_all_signature_types);
	O(maint_get_opts, git_blame);
	O(maint_get_opts, git_blame_signatures);
	O(maint_get_opts, git_fallback);
	O(maint_get_opts, git_chief_penguins);
	O(maint_get_opts, git_min_signatures);
	O(maint_get_opts, git_max_maintainers);
	O(maint_get_opts, git_min_percent);
	O(maint_get_opts, git_since);
	O(maint_get_opts, remove_duplicates);
	O(maint_get_opts, mailmap);
	O(maint_get_opts, multiline);
	O(maint_get_opts, roles);
	O(maint_get_opts, rolestats);
	O(maint_get_opts, substatus);
	O(maint_get_opts, separator);
	O(maint_get_opts, scm);
	O(maint_get_opts, status);
	O(maint_get_opts, subsystem);
	O(maint_get_opts, web);
	O(maint_get_opts, bug);
	O(maint_get_opts, letters);
	O(maint_get_opts, sections);
	O(maint_get_opts, pattern_depth);
	O(maint_get_opts, keywords);
	O(maint_get_opts, keywords_in_file);
	O(maint_get_opts, file_emails);
	O(maint_get_opts, from_filename);
	O(maint_get_opts, root);
	O(maint_get_opts, script);
	O(maint_get_opts, jobs);
	O(maint_get_opts, history);
	O(maint_get_opts, drop_the_rest_supporter);
	O(maint_role, kind);
	O(maint_role, section);
	O(maint_role, keyword);
	O(maint_role, text);
	O(maint_person, email);
	O(maint_person, role);
	O(maint_person, is_list);
	O(maint_history_stats, version);
	O(maint_history_stats, added);
	O(maint_history_stats, commits);
	O(maint_history_stats, broken);
	O(maint_history_stats, rebuilt);
	O(maint_history_stats, compacted);
	O(maint_history_stats, current);
	O(maint_history_stats, seconds);
	O(maint_history_status, state);
	O(maint_history_status, why);
	O(maint_history_status, path);
	O(maint_history_status, size);
	O(maint_history_status, commits);
	O(maint_history_status, paths);
	O(maint_history_status, changes);
	O(maint_history_status, tips);
	O(maint_history_status, built);
	O(maint_activity_person, name);
	O(maint_activity_person, email);
	O(maint_activity_person, role);
	O(maint_activity_person, count);
	O(maint_activity_person, last);
	O(maint_activity_person, last_any);
	O(maint_activity_person, last_tree);
	O(maint_activity_person, handled);
	O(maint_activity_section, section);
	O(maint_activity_section, status);
	O(maint_activity_section, commits);
	O(maint_activity_section, merges);
	O(maint_activity_section, npeople);
	O(maint_activity_section, nlisted);
	O(maint_activity_section, has_maintainers);
	O(maint_activity_section, silent);
	O(maint_activity_section, handled_by_others);
	O(maint_activity_section, handled_listed);
	O(maint_activity_section, handled_others);
	O(maint_activity_summary, since);
	O(maint_activity_summary, head);
	O(maint_activity_summary, commits);
	O(maint_activity_summary, merges);
	O(maint_activity_summary, sections);
	O(maint_activity_summary, with_maintainers);
	O(maint_activity_summary, active);
	O(maint_activity_summary, silent);
	O(maint_activity_summary, no_commits);
	O(maint_activity_summary, handled_by_others);
	O(maint_activity_summary, unmapped);
	O(maint_activity_opts, version);
	O(maint_activity_opts, root);
	O(maint_activity_opts, since);
	O(maint_activity_opts, section);
	O(maint_activity_opts, mailmap);
	O(maint_activity_opts, others);
	O(maint_text, version);
	O(maint_text, name);
	O(maint_text, buf);
	O(maint_text, len);
	O(maint_finding, file);
	O(maint_finding, line);
	O(maint_finding, level);
	O(maint_finding, check);
	O(maint_finding, message);
	O(maint_check_opts, version);
	O(maint_check_opts, root);
	O(maint_check_opts, paths);
	O(maint_check_opts, added);
	O(maint_check_opts, nadded);
	O(maint_links_opts, version);
	O(maint_links_opts, timeout);
	O(maint_links_opts, jobs);
	O(maint_links_opts, stop);
	O(maint_preflight_finding, level);
	O(maint_preflight_finding, check);
	O(maint_preflight_finding, patch);
	O(maint_preflight_finding, file);
	O(maint_preflight_finding, line);
	O(maint_preflight_finding, rule_file);
	O(maint_preflight_finding, rule_line);
	O(maint_preflight_finding, message);
	O(maint_preflight_finding, fix);
	O(maint_preflight_finding, mails);
	O(maint_preflight_finding, nmails);
	O(maint_preflight_mail, file);
	O(maint_preflight_mail, line);
	O(maint_preflight_mail, subject);
	O(maint_preflight_mail, k);
	O(maint_preflight_mail, n);
	O(maint_preflight_mail, version);
	O(maint_preflight_mail, cover);
	O(maint_preflight_mail, skipped);
	O(maint_preflight_mail, errors);
	O(maint_preflight_mail, warnings);
	O(maint_preflight_mail, checks);
	O(maint_preflight_opts, version);
	O(maint_preflight_opts, db);
	O(maint_preflight_opts, root);
	O(maint_preflight_opts, git);
	O(maint_preflight_opts, prefix_commits);
	O(maint_preflight_opts, cycle);
	O(maint_preflight_opts, posted);
	O(maint_preflight_opts, previous);
	O(maint_preflight_opts, recipients);
	O(maint_preflight_opts, fetch);
	O(maint_preflight_opts, per_patch);
	O(maint_preflight_opts, posted_at);
	O(maint_preflight_opts, previous_at);
	O(maint_ptarget_match, section);
	O(maint_ptarget_match, file);
	O(maint_ptargets_opts, version);
	O(maint_ptargets_opts, root);
	O(maint_ptargets_opts, level);
	O(maint_ptargets_opts, quiet_kinds);
	O(maint_ptargets_opts, urls);
	O(maint_ptargets_opts, fetch);
	O(maint_ptargets_opts, timeout_ms);
	O(maint_psection, heading);
	O(maint_psection, level);
	O(maint_psection, tmpl);
	O(maint_psection, line);
	O(maint_psection, body_line);
	O(maint_psection, end_line);
	O(maint_psection, body);
	O(maint_psection, heading_len);
	O(maint_psection, underline_len);
	O(maint_psection, is_title);
	O(maint_psection, has_prose);
	O(maint_rule, kind);
	O(maint_rule, strength);
	O(maint_rule, to);
	O(maint_rule, text);
	O(maint_rule, when);
	O(maint_rule, cond);
	O(maint_rule, cond_value);
	O(maint_rule, file);
	O(maint_rule, line);
	O(maint_rule, end_line);
	O(maint_rule, tldr_line);
	O(maint_rule, section);
	O(maint_rule, heading);
	O(maint_rule, refers);
	O(maint_rule, item);
	O(maint_fact, kind);
	O(maint_fact, value);
	O(maint_fact, url);
	O(maint_fact, level);
	O(maint_fact, quote);
	O(maint_fact, file);
	O(maint_fact, line);
	O(maint_fact, section);
	O(maint_fact, cond);
	O(maint_fact, cond_value);
	O(maint_fact, values);
	O(maint_fact, nvalues);
	O(maint_fact, number);
	O(maint_fact, number2);
	O(maint_fact, strength);
	O(maint_fact, when);
	O(maint_fact, rule);
	O(maint_fetch_opts, version);
	O(maint_fetch_opts, fetch);
	O(maint_fetch_opts, cache_dir);
	O(maint_fetch_opts, timeout_ms);
	O(maint_fetch_opts, max_size);
	O(maint_get_pref, section);
	O(maint_get_pref, file);
	O(maint_get_pref, item);
	O(maint_rset_in, version);
	O(maint_rset_in, prof);
	O(maint_rset_in, value);
	O(maint_rset_in, depth);
	O(maint_rset_doc, prof);
	O(maint_rset_doc, value);
	O(maint_rset_doc, rank);
	O(maint_rset_doc, followed_by);
	O(maint_rset_doc, scope);
	O(maint_rset_doc, own);
	O(maint_rset_rule, rule);
	O(maint_rset_rule, doc);
	O(maint_rset_rule, inherited);
	O(maint_rset_rule, overridden_by);
	O(maint_rset_rule, by_doc);
	O(maint_pulls_opts, version);
	O(maint_pulls_opts, root);
	O(maint_pulls_opts, range);
	O(maint_pulls_opts, release);
	O(maint_pulls_opts, db);
	O(maint_pulls_opts, host_aliases);
	O(maint_pulls_opts, max_output);
	O(maint_pulls_opts, maintainers_from_git);
	O(maint_pulls_opts, find_maintainer_files);
	O(maint_pulls_opts, allow_shallow);
	O(maint_pull_merge, id);
	O(maint_pull_merge, committer);
	O(maint_pull_merge, email);
	O(maint_pull_merge, date);
	O(maint_pull_merge, subject);
	O(maint_pull_merge, time);
	O(maint_pull_merge, kind);
	O(maint_pull_merge, tree);
	O(maint_pull_merge, depth);
	O(maint_pull_merge, via);
	O(maint_pull_merge, into);
	O(maint_pull_tree, url);
	O(maint_pull_tree, display);
	O(maint_pull_tree, name);
	O(maint_pull_tree, npulls);
	O(maint_pull_tree, depth);
	O(maint_pull_tree, first);
	O(maint_pull_tree, last);
	O(maint_pull_tree, sections);
	O(maint_pull_tree, nsections);
	O(maint_pull_tree, committers);
	O(maint_pull_tree, ncommitters);
	O(maint_pull_tree, into);
	O(maint_pull_tree, ninto);
	O(maint_pull_tree, tie);
	O(maint_pull_tree, t_url);
	O(maint_pull_tree, candidates);
	O(maint_pull_tree, ncandidates);
	O(maint_pulls_summary, range);
	O(maint_pulls_summary, merges);
	O(maint_pulls_summary, pulls);
	O(maint_pulls_summary, other);
	O(maint_pulls_summary, unreached);
	O(maint_pulls_summary, other_by_kind);
	O(maint_pulls_summary, trees);
	O(maint_pulls_summary, trees_direct);
	O(maint_pulls_summary, trees_unlisted);
	O(maint_pulls_summary, t_trees);
	O(maint_pulls_summary, t_unpulled);
	O(maint_pulls_summary, max_depth);
	O(maint_pulls_summary, pulls_by_depth);
	O(maint_pulls_summary, trees_by_depth);
	O(maint_pulls_summary, indirect_share);
	O(maint_pulls_summary, have_start);
	O(maint_pulls_summary, have_rc1);
	O(maint_pulls_summary, start);
	O(maint_pulls_summary, rc1);
	O(maint_pulls_summary, window_pulls);
	O(maint_pulls_summary, rc_pulls);
	O(maint_pulls_summary, pulls_by_week);
	O(maint_pulls_summary, nweeks);
	O(maint_pulls_summary, tied_url);
	O(maint_pulls_summary, tied_path);
	O(maint_pulls_summary, ambiguous);
	O(maint_pulls_summary, t_bad);
	O(maint_pulls_summary, partial);
	O(maint_pulls_summary, maintainers_rev);
	O(maint_pulls_summary, maintainers_files);
	O(maint_pulls_cycle, release);
	O(maint_pulls_cycle, range);
	O(maint_pulls_cycle, maintainers_rev);
	O(maint_pulls_cycle, merges);
	O(maint_pulls_cycle, pulls);
	O(maint_pulls_cycle, trees);
	O(maint_pulls_cycle, trees_direct);
	O(maint_pulls_cycle, deep_pulls);
	O(maint_pulls_cycle, max_depth);
	O(maint_pulls_cycle, indirect_share);
	O(maint_pulls_cycle, have_rc1);
	O(maint_pulls_cycle, partial);
	O(maint_pulls_cycle, window_pulls);
	O(maint_pulls_cycle, rc_pulls);
	O(maint_pulls_cycle, t_trees);
	O(maint_pulls_cycle, t_unpulled);
	O(maint_pulls_cycle, tied_path);
	O(maint_cycle, phase);
	O(maint_cycle, rc);
	O(maint_cycle, today);
	O(maint_cycle, tag);
	O(maint_cycle, prev_release);
	O(maint_cycle, version);
	O(maint_cycle, since);
	O(maint_cycle, release);
	O(maint_cycle, week);
	O(maint_cycle, last_rc);
	O(maint_cycle, next_release);
	O(maint_cycle, release_day);
	O(maint_cycle, from_tags);
	O(maint_cycle, stale);
	O(maint_deadline, fact);
	O(maint_deadline, rc);
	O(maint_deadline, date);
	O(maint_deadline, tagged);
	O(maint_deadline, passed);
	O(maint_deadline, next_date);
	O(maint_deadline, through);
	O(maint_when, feature);
	O(maint_when, merge);
	O(maint_when, any_time);
	O(maint_when, can_target);
	O(maint_when, reason);
	O(maint_when, ping_wait);
	O(maint_when, ping_how);
	O(maint_when, wait);
	O(maint_when, ping_from);
	O(maint_when_doc, version);
	O(maint_when_doc, today);
	O(maint_when_doc, posted);
	O(maint_when_doc, cycle);
	O(maint_when_doc, targets);
	O(maint_when_doc, when);
	O(maint_when_doc, db);
	O(maint_when_doc, diagnostics);
	O(maint_brief_item, what);
	O(maint_brief_item, text);
	O(maint_brief_item, when);
	O(maint_brief_item, file);
	O(maint_brief_item, line);
	O(maint_brief_item, rule);
	O(maint_brief_item, fact);
	O(maint_brief_item, state);
	O(maint_report_profile, value);
	O(maint_report_profile, kind);
	O(maint_report_profile, exists);
	O(maint_report_profile, err);
	O(maint_report_profile, prof);
	O(maint_report_profile, sections);
	O(maint_report_profile, nsections);
	O(maint_report_html_opts, version);
	O(maint_report_html_opts, title);
	O(maint_report_html_opts, lines);
	O(maint_report_html_opts, pulls_html);
	O(maint_report_html_opts, pulls_note);
	O(maint_report_html_opts, tree);
	O(maint_report_html_opts, revision);
	O(maint_report_html_opts, date);
	O(maint_report_html_opts, source);
	O(maint_report_html_opts, generated);
	O(maint_report_html_opts, maint_version);
	O(maint_report_html_opts, activity_html);
}

/* Each person of the answer, and each of their roles. */
static int people(const struct maint_get *g)
{
	size_t i, k;

	for (i = 0; i < maint_get_npeople(g); i++) {
		const struct maint_person *p = maint_get_person(g, i);

		printf("%s (%s)\n", p->email, p->role);
	}
	for (i = 0; i < maint_get_npeople(g); i++) {
		const struct maint_person *p = maint_get_person(g, i);
		const struct maint_role *r;

		if (!maint_person_nroles(p))
			return fail("a person without a role", -EPROTO);
		for (k = 0; (r = maint_person_role(p, k)); k++)
			printf("role %s %d %zu %s\n", p->email, (int)r->kind,
			       r->section, r->text);
		if (k != maint_person_nroles(p))
			return fail("maint_person_role", -EPROTO);
	}
	return maint_get_person(g, i) ? fail("past the end", -EPROTO) : 0;
}

/* The P: lines of the sections the answer matched. */
static int prefs(const struct maint_get *g, const struct maint_db *db)
{
	struct maint_get_prefs *ps = NULL;
	const struct maint_get_pref *r;
	size_t i;
	int ret = maint_get_profiles(g, db, true, &ps);

	if (ret)
		return fail("maint_get_profiles", ret);
	for (i = 0; (r = maint_get_prefs_at(ps, i)); i++)
		printf("pref %s %s %s\n", maint_section_name(db, r->section),
		       r->file, r->item->value);
	if (i != maint_get_prefs_count(ps))
		ret = fail("maint_get_prefs_at", -EPROTO);
	maint_get_prefs_free(ps);
	return ret;
}

/* The file @path in *@buf (malloc'd), *@len bytes: 0 or -errno. */
static int slurp(const char *path, char **buf, size_t *len)
{
	FILE *f = fopen(path, "rb");
	size_t n = 0, got;
	char *b = NULL, *nb;

	if (!f)
		return -errno;
	do {
		nb = realloc(b, n + 4096);
		if (!nb) {
			free(b);
			fclose(f);
			return -ENOMEM;
		}
		b = nb;
		got = fread(b + n, 1, 4096, f);
		n += got;
	} while (got == 4096);
	fclose(f);
	*buf = b;
	*len = n;
	return 0;
}

/* maint check of the file @path, finding by finding. */
static int lint(const char *path, const char *root)
{
	struct maint_check_opts co = MAINT_CHECK_OPTIONS_INIT;
	struct maint_text t = MAINT_TEXT_INIT(path, NULL, 0);
	const struct maint_text *const texts[] = { &t };
	struct maint_findings *fs = NULL;
	const struct maint_finding *f;
	char *buf = NULL;
	size_t i;
	int ret;

	ret = slurp(path, &buf, &t.len);
	if (ret)
		return fail(path, ret);
	t.buf = buf;
	co.root = root;
	ret = maint_check(texts, 1, &co, &fs);
	if (ret) {
		free(buf);
		return fail("maint_check", ret);
	}
	for (i = 0; (f = maint_findings_at(fs, i)); i++)
		printf("finding %u %d %s: %s\n", f->line, (int)f->level,
		       f->check, f->message);
	if (i != maint_findings_count(fs))
		ret = fail("maint_findings_at", -EPROTO);
	maint_findings_free(fs);
	free(buf);
	return ret;
}

/* The sections @file matches, through the opaque set of matches. */
static int matches(struct maint_db *db, const char *file)
{
	struct maint_matches *ms = NULL;
	const struct maint_match *m;
	size_t i;
	int ret = maint_matches_new(&ms);

	if (!ret)
		ret = maint_match_file(db, file, 0, ms, NULL);
	if (ret) {
		maint_matches_free(ms);
		return fail("maint_match_file", ret);
	}
	for (i = 0; (m = maint_matches_at(ms, i)); i++)
		printf("match %s %d\n", maint_section_name(db, m->section),
		       m->depth);
	if (i != maint_matches_count(ms))
		ret = fail("maint_matches_at", -EPROTO);
	maint_matches_free(ms);
	return ret;
}

/* Each P: line: its kind in the tree, and its group without it. */
static void plines(const struct maint_db *db, const char *root)
{
	size_t i;

	for (i = 0; i < maint_db_nitems(db); i++) {
		const struct maint_item *it = maint_db_item(db, i);
		enum maint_pkind k;

		if (it->type != 'P')
			continue;
		k = maint_pkind_classify(it->value, strlen(it->value), root);
		printf("pkind %s %d %s %s\n", it->value, (int)k,
		       maint_pkind_name(k),
		       maint_pkind_of(it->value) == maint_pkind_group(k) ?
			       "same" :
			       "other");
	}
}

int main(int argc, char **argv)
{
	struct maint_load_opts lo = MAINT_LOAD_OPTIONS_INIT;
	struct maint_get_opts go = MAINT_GET_OPTIONS_INIT;
	struct maint_db *db = NULL;
	struct maint_get *g = NULL;
	char mpath[4096];
	const char *out;
	size_t len;
	int ret;

	if (argc == 2 && !strcmp(argv[1], "--layout")) {
		layout();
		return 0;
	}
	if (argc != 3) {
		fprintf(stderr, "usage: abi-v0 TREE FILE | --layout\n");
		return 2;
	}
	if (!maint_version() || !*maint_version())
		return fail("maint_version", -EINVAL);
	if ((size_t)snprintf(mpath, sizeof(mpath), "%s/MAINTAINERS",
			     argv[1]) >= sizeof(mpath))
		return fail("path", -ENAMETOOLONG);
	lo.path = mpath;
	lo.root = argv[1];
	ret = maint_db_load(&db, &lo, NULL);
	if (ret)
		return fail(mpath, ret);
	go.root = argv[1];
	go.git_fallback = false;
	ret = maint_get_new(&g, db, &go, NULL);
	if (!ret)
		ret = maint_get_add_file(g, argv[2]);
	if (!ret)
		ret = maint_get_run(g);
	if (ret) {
		maint_get_free(g);
		maint_db_free(db);
		return fail("maint_get", ret);
	}
	out = maint_get_output(g, &len);
	fwrite(out, 1, len, stdout);
	ret = people(g);
	if (!ret)
		ret = prefs(g, db);
	maint_get_free(g);
	if (!ret)
		ret = lint(mpath, argv[1]);
	if (!ret)
		ret = matches(db, argv[2]);
	if (!ret)
		plines(db, argv[1]);
	maint_db_free(db);
	if (ret)
		return ret;
	layout();
	/* a layout from the future is refused, not misread */
	lo.version = MAINT_LOAD_OPTIONS_VERSION + 1;
	if (maint_db_load(&db, &lo, NULL) != -EINVAL)
		return fail("a newer options layout", -EPROTO);
	printf("ok\n");
	return 0;
}
