// SPDX-License-Identifier: GPL-2.0-only
/*
 * Report: the profiles MAINTAINERS names compared side by side, their
 * toctree, and one self-contained HTML page with the comparison, the
 * coverage summary and a treemap of the tree.
 */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "internal.h"

static int cmp_profile(const void *a, const void *b)
{
	const struct maint_report_profile *x = a, *y = b;

	return strcmp(x->value, y->value);
}

int maint_report_profiles(struct maint_db *db, const char *root,
			  struct maint_report_profile **out, size_t *n,
			  const struct maint_diag_sink *diag)
{
	struct maint_report_profile *v = NULL;
	size_t nv = 0, alloc = 0, i, k, ni = maint_db_nitems(db);
	struct mnt_map seen = MNT_MAP_INIT;
	int ret = 0;

	*out = NULL;
	*n = 0;
	for (i = 0; i < ni; i++) {
		const struct maint_item *it = maint_db_item(db, i);
		size_t s = maint_db_section_of(db, i);
		struct maint_report_profile *p;
		struct mnt_map_slot *slot;
		enum maint_pkind kind;
		bool created;

		if (it->type != 'P' || s == (size_t)-1)
			continue;
		kind = maint_p_kind(it->value);
		if (kind != MAINT_P_FILE && kind != MAINT_P_URI)
			continue;
		slot = mnt_map_insert(&seen, it->value, strlen(it->value),
				      &created);
		if (!slot) {
			ret = -ENOMEM;
			goto fail;
		}
		if (created) {
			if (ALLOC_GROW(v, nv + 1, alloc)) {
				ret = -ENOMEM;
				goto fail;
			}
			memset(&v[nv], 0, sizeof(v[nv]));
			v[nv].value = it->value;
			v[nv].kind = kind;
			slot->value = (intptr_t)nv++;
		}
		p = &v[slot->value];
		if (p->nsections && p->sections[p->nsections - 1] == s)
			continue;
		k = p->nsections;
		if (ALLOC_GROW(p->sections, k + 1, k)) {
			ret = -ENOMEM;
			goto fail;
		}
		p->sections[p->nsections++] = s;
	}
	for (i = 0; i < nv; i++) {
		struct maint_report_profile *p = &v[i];
		char *path = NULL;
		struct stat st;

		if (p->kind != MAINT_P_FILE)
			continue;
		p->err = maint_profile_resolve(root ? root : ".", p->value,
					       &path);
		if (!p->err && (stat(path, &st) || !S_ISREG(st.st_mode)))
			p->err = -ENOENT;
		if (!p->err) {
			p->exists = true;
			p->err = maint_profile_load(&p->prof, path, p->value,
						    diag);
			if (p->err == -ENOMEM) {
				free(path);
				ret = -ENOMEM;
				goto fail;
			}
		}
		free(path);
	}
	mnt_map_clear(&seen);
	if (nv > 1)
		mnt_qsort(v, nv, sizeof(*v), cmp_profile);
	*out = v;
	*n = nv;
	return 0;
fail:
	mnt_map_clear(&seen);
	maint_report_profiles_free(v, nv);
	return ret;
}

void maint_report_profiles_free(struct maint_report_profile *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(p[i].sections);
		maint_profile_free(p[i].prof);
	}
	free(p);
}

static const char *const col_names[MAINT_RC_COUNT][2] = {
	{ "profile", "profile" },
	{ "sections", "sections" },
	{ "status", "status" },
	{ "patchwork", "patchwork" },
	{ "feature deadline", "feature_deadline" },
	{ "merge deadline", "merge_deadline" },
	{ "ping wait", "ping_wait" },
	{ "reminder style", "reminder_style" },
	{ "cleanup policy", "cleanup_policy" },
	{ "tests", "tests" },
	{ "base", "base" },
};

const char *maint_report_col_name(enum maint_report_col col)
{
	return col < MAINT_RC_COUNT ? col_names[col][0] : "";
}

const char *maint_report_col_key(enum maint_report_col col)
{
	return col < MAINT_RC_COUNT ? col_names[col][1] : "";
}

/* Append value unless the "; "-joined list already holds it. */
static void add_distinct(struct mbuf *mb, const char *value)
{
	size_t vl = strlen(value);
	const char *p = mb->buf;

	while (p && *p) {
		const char *e = strstr(p, "; ");
		size_t l = e ? (size_t)(e - p) : strlen(p);

		if (l == vl && !memcmp(p, value, l))
			return;
		p = e ? e + 2 : NULL;
	}
	if (mb->len)
		mbuf_adds(mb, "; ");
	mbuf_adds(mb, value);
}

static void section_tags(const struct maint_db *db,
			 const struct maint_report_profile *p, char tag,
			 struct mbuf *mb)
{
	size_t i, k;

	for (k = 0; k < p->nsections; k++) {
		const struct maint_section *s =
			maint_db_section(db, p->sections[k]);

		for (i = s->first; i < s->end; i++) {
			const struct maint_item *it = maint_db_item(db, i);

			if (it->type == tag && it->value && *it->value)
				add_distinct(mb, it->value);
		}
	}
}

static const enum maint_fact_kind col_fact[MAINT_RC_COUNT] = {
	[MAINT_RC_RC_NEW] = MAINT_FACT_RC_NEW,
	[MAINT_RC_RC_MERGE] = MAINT_FACT_RC_MERGE,
	[MAINT_RC_PING_WAIT] = MAINT_FACT_PING_WAIT,
	[MAINT_RC_PING_HOW] = MAINT_FACT_PING_HOW,
	[MAINT_RC_CLEANUP] = MAINT_FACT_CLEANUP,
	[MAINT_RC_TESTS] = MAINT_FACT_TEST,
	[MAINT_RC_BASE] = MAINT_FACT_BASE,
};

char *maint_report_cell(const struct maint_db *db,
			const struct maint_report_profile *p,
			enum maint_report_col col)
{
	struct mbuf mb = MBUF_INIT;
	size_t i, n;

	switch (col) {
	case MAINT_RC_PROFILE:
		mbuf_adds(&mb, p->value);
		break;
	case MAINT_RC_SECTIONS:
		for (i = 0; i < p->nsections; i++)
			add_distinct(&mb,
				     maint_section_name(db, p->sections[i]));
		break;
	case MAINT_RC_STATUS:
		section_tags(db, p, 'S', &mb);
		break;
	case MAINT_RC_PATCHWORK:
		section_tags(db, p, 'Q', &mb);
		break;
	case MAINT_RC_COUNT:
		break;
	default:
		if (!p->prof)
			break;
		n = maint_profile_nfacts(p->prof);
		for (i = 0; i < n; i++) {
			const struct maint_fact *f =
				maint_profile_fact(p->prof, i);
			struct mbuf v = MBUF_INIT;

			if (f->kind != col_fact[col] || !f->value)
				continue;
			mbuf_adds(&v, f->value);
			if (f->level && strcmp(f->level, "required"))
				mbuf_addf(&v, " (%s)", f->level);
			add_distinct(&mb, v.buf);
			mbuf_release(&v);
			if (!maint_fact_kind_multi(f->kind))
				break;
		}
		break;
	}
	if (!mb.len)
		mbuf_adds(&mb, MAINT_NOT_STATED);
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, NULL);
}

static int cmp_cstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* @target relative to the directory @base, both relative to the top. */
static void relpath(struct mbuf *mb, const char *base, const char *target)
{
	size_t i = 0, common = 0;
	const char *p;

	/* the longest common run of whole directories */
	while (base[i] && base[i] == target[i]) {
		i++;
		if (target[i] == '/' && (base[i] == '/' || !base[i]))
			common = i + 1;
	}
	if (!base[i] && target[i] == '/')
		common = i + 1;
	if (!*base)
		common = 0;
	/* one ".." for each directory of base past the common part */
	/* common may point just past base's end (base is a prefix) */
	for (p = base + (common > strlen(base) ? strlen(base) : common); *p;) {
		mbuf_adds(mb, "../");
		p = strchr(p, '/');
		if (!p)
			break;
		while (*p == '/')
			p++;
	}
	mbuf_adds(mb, target + common);
}

char *maint_report_toc(const struct maint_report_profile *p, size_t n,
		       const char *base_dir)
{
	struct mbuf mb = MBUF_INIT;
	char **v = calloc(n + 1, sizeof(*v));
	size_t i, k = 0;
	char *base;

	if (!v)
		return NULL;
	base = mnt_strndup(base_dir ? base_dir : "",
			   base_dir ? strlen(base_dir) : 0);
	if (!base) {
		free(v);
		return NULL;
	}
	while (*base && base[strlen(base) - 1] == '/')
		base[strlen(base) - 1] = '\0';
	for (i = 0; i < n; i++) {
		struct mbuf r = MBUF_INIT;
		size_t l;

		if (p[i].kind != MAINT_P_FILE || !p[i].exists)
			continue;
		relpath(&r, base, p[i].value);
		l = r.len;
		if (l > 4 && !strcmp(r.buf + l - 4, ".rst"))
			mbuf_setlen(&r, l - 4);
		v[k++] = mbuf_detach(&r, NULL);
		if (!v[k - 1])
			goto oom;
	}
	mnt_qsort(v, k, sizeof(*v), cmp_cstr);
	mbuf_adds(&mb, ".. toctree::\n   :maxdepth: 1\n\n");
	for (i = 0; i < k; i++)
		if (!i || strcmp(v[i], v[i - 1]))
			mbuf_addf(&mb, "   %s\n", v[i]);
oom:
	for (i = 0; i < k; i++)
		free(v[i]);
	free(v);
	free(base);
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, NULL);
}

/* HTML */

/* Text for HTML: &, <, >, " escaped, control characters dropped. */
void mnt_html_text(struct mbuf *mb, const char *s)
{
	for (; s && *s; s++) {
		switch (*s) {
		case '&':
			mbuf_adds(mb, "&amp;");
			break;
		case '<':
			mbuf_adds(mb, "&lt;");
			break;
		case '>':
			mbuf_adds(mb, "&gt;");
			break;
		case '"':
			mbuf_adds(mb, "&quot;");
			break;
		default:
			if ((unsigned char)*s >= 0x20 && *s != 0x7f)
				mbuf_addch(mb, *s);
			else
				mbuf_addch(mb, ' ');
		}
	}
}

/* A JSON string safe inside <script>: '<', '>' and '&' as \u escapes. */
static void js_str(struct mbuf *mb, const char *s)
{
	mbuf_addch(mb, '"');
	for (; s && *s; s++) {
		if (*s == '<' || *s == '>' || *s == '&')
			mbuf_addf(mb, "\\u%04x", (unsigned char)*s);
		else
			mbuf_add_json_str(mb, s, 1);
	}
	mbuf_addch(mb, '"');
}

static void js_ull_array(struct mbuf *mb, const unsigned long long *v,
			 size_t n)
{
	size_t i;

	mbuf_addch(mb, '[');
	for (i = 0; i < n; i++)
		mbuf_addf(mb, "%s%llu", i ? "," : "", v[i]);
	mbuf_addch(mb, ']');
}

static void js_size_array(struct mbuf *mb, const size_t *v, size_t n)
{
	size_t i;

	mbuf_addch(mb, '[');
	for (i = 0; i < n; i++)
		mbuf_addf(mb, "%s%zu", i ? "," : "", v[i]);
	mbuf_addch(mb, ']');
}

/* The directory tree, depth first, as nested objects. */
static void js_dir(struct mbuf *mb, const struct maint_coverage *cov,
		   size_t i)
{
	const struct maint_cov_dir *d = maint_coverage_dir(cov, i);
	size_t ch;

	mbuf_adds(mb, "{\"n\":");
	js_str(mb, i ? d->name : "");
	mbuf_adds(mb, ",\"f\":");
	js_size_array(mb, d->files, MAINT_ST_COUNT);
	mbuf_adds(mb, ",\"l\":");
	js_ull_array(mb, d->lines, MAINT_ST_COUNT);
	mbuf_addf(mb, ",\"p\":%zu,\"pl\":%llu,\"r\":%zu,\"of\":",
		  d->profile_files, d->profile_lines, d->rest_only_files);
	js_size_array(mb, d->own_files, MAINT_ST_COUNT);
	mbuf_adds(mb, ",\"ol\":");
	js_ull_array(mb, d->own_lines, MAINT_ST_COUNT);
	mbuf_addf(mb, ",\"op\":%zu,\"c\":[", d->own_profile_files);
	for (ch = d->first_child; ch != (size_t)-1;) {
		const struct maint_cov_dir *c = maint_coverage_dir(cov, ch);

		js_dir(mb, cov, ch);
		ch = c->next_sibling;
		if (ch != (size_t)-1)
			mbuf_addch(mb, ',');
	}
	mbuf_adds(mb, "]}");
}

static const char page_css[] =
	"body{font:14px/1.4 system-ui,sans-serif;margin:0 1.5em 2em;color:#222;background:#fff}\n"
	"h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.6em;border-bottom:1px solid #ddd}\n"
	"table{border-collapse:collapse;font-size:13px}\n"
	"th,td{border:1px solid #ccc;padding:3px 6px;vertical-align:top;text-align:left}\n"
	"th{background:#f0f0f0;cursor:pointer;user-select:none;white-space:nowrap}\n"
	"th.asc::after{content:' \\25b2'}th.desc::after{content:' \\25bc'}\n"
	"td.ns{color:#999;font-style:italic}\n"
	"td.num{text-align:right}\n"
	"#treemap-wrap{position:relative}\n"
	"#treemap{display:block;border:1px solid #ccc;width:100%;max-width:1200px}\n"
	"#treemap rect.tile{stroke:#fff;stroke-width:1}\n"
	"#treemap rect.tile:hover{stroke:#000;stroke-width:2}\n"
	"#treemap text{font-size:11px;pointer-events:none;fill:#111}\n"
	"#tip{position:absolute;display:none;background:#fffff0;border:1px solid #999;"
	"padding:4px 8px;font-size:12px;pointer-events:none;white-space:pre;z-index:2}\n"
	"#crumbs a{cursor:pointer;color:#06c;text-decoration:underline}\n"
	".legend span{display:inline-block;margin-right:1em}\n"
	".legend i{display:inline-block;width:12px;height:12px;margin-right:4px;"
	"vertical-align:middle;border:1px solid #888}\n"
	"#pulls-panel:empty{display:none}\n"
	"button{font:inherit}\n";

/*
 * The script: table sorting, the coverage chart and the treemap.  It
 * checks itself at the end and puts the result in document.title
 * ("maint-report: ok ...") for headless tests.
 */
static const char page_js[] =
	"'use strict';\n"
	"(function(){\n"
	"var D=JSON.parse(document.getElementById('maint-data').textContent);\n"
	"var COL=D.colors,ST=D.statuses,NS='http://www.w3.org/2000/svg';\n"
	"function el(n,a,p){var e=document.createElementNS(NS,n);for(var k in a)e.setAttribute(k,a[k]);if(p)p.appendChild(e);return e;}\n"
	"function fmt(n){return n.toLocaleString('en-US');}\n"
	"function sum(a){var s=0;for(var i=0;i<a.length;i++)s+=a[i];return s;}\n"
	/* sortable table */
	"var tbl=document.getElementById('profiles');\n"
	"if(tbl){var ths=tbl.tHead.rows[0].cells;\n"
	"for(var i=0;i<ths.length;i++)(function(ci){ths[ci].addEventListener('click',function(){\n"
	" var asc=!ths[ci].classList.contains('asc');\n"
	" for(var j=0;j<ths.length;j++)ths[j].classList.remove('asc','desc');\n"
	" ths[ci].classList.add(asc?'asc':'desc');\n"
	" var body=tbl.tBodies[0],rows=Array.prototype.slice.call(body.rows);\n"
	" rows.sort(function(a,b){var x=a.cells[ci].textContent,y=b.cells[ci].textContent;\n"
	"  var nx=x==='" MAINT_NOT_STATED "',ny=y==='" MAINT_NOT_STATED "';if(nx!==ny)return nx?1:-1;\n"
	"  var c=x.localeCompare(y,undefined,{numeric:true});return asc?c:-c;});\n"
	" rows.forEach(function(r){body.appendChild(r);});});})(i);}\n"
	/* summary chart */
	"function chart(){var svg=document.getElementById('chart');if(!svg||!D.summary)return;\n"
	" var byLines=D.unit==='lines',S=D.summary,src=byLines?S.lines:S.files,tot=0,i;\n"
	" while(svg.firstChild)svg.removeChild(svg.firstChild);\n"
	" for(i=0;i<ST.length;i++)tot+=src[i][0]+src[i][1];\n"
	" var W=700,bh=22,lx=90;svg.setAttribute('viewBox','0 0 '+(W+200)+' '+((ST.length+1)*(bh+6)+10));\n"
	" for(i=0;i<ST.length;i++){var y=i*(bh+6)+4,w0=tot?src[i][1]/tot*W:0,w1=tot?src[i][0]/tot*W:0;\n"
	"  var t=el('text',{x:lx-6,y:y+bh-6,'text-anchor':'end'},svg);t.textContent=ST[i];\n"
	"  el('rect',{x:lx,y:y,width:w0,height:bh,fill:COL[i],'data-status':ST[i],'data-profile':'yes'},svg);\n"
	"  el('rect',{x:lx,y:y,width:w0,height:bh,fill:'url(#hatch)'},svg);\n"
	"  el('rect',{x:lx+w0,y:y,width:w1,height:bh,fill:COL[i],'data-status':ST[i],'data-profile':'no'},svg);\n"
	"  var n=src[i][0]+src[i][1],v=el('text',{x:lx+w0+w1+6,y:y+bh-6},svg);\n"
	"  v.textContent=fmt(n)+' '+D.unit+(n?' ('+fmt(src[i][1])+' with a profile)':'');}\n"
	" var y2=ST.length*(bh+6)+4,r=byLines?S.rest_only_lines:S.rest_only_files,t2=el('text',{x:lx,y:y2+bh-6},svg);\n"
	" t2.textContent='only THE REST: '+fmt(r)+' '+D.unit+' of '+fmt(tot);}\n"
	/* treemap */
	"var svg=document.getElementById('treemap'),tip=document.getElementById('tip'),path=[D.tree];\n"
	"function val(n,own){var a=own?(D.unit==='lines'?n.ol:n.of):(D.unit==='lines'?n.l:n.f);return sum(a);}\n"
	"function dom(a){var b=0;for(var i=1;i<a.length;i++)if(a[i]>a[b])b=i;return b;}\n"
	"function worst(row,s,side){var mx=0,mn=Infinity;for(var i=0;i<row.length;i++){mx=Math.max(mx,row[i].a);mn=Math.min(mn,row[i].a);}\n"
	" var s2=s*s,w2=side*side;return Math.max(w2*mx/s2,s2/(w2*mn));}\n"
	"function squarify(items,x,y,w,h){var tot=0,i,out=[];for(i=0;i<items.length;i++)tot+=items[i].v;\n"
	" if(tot<=0)return out;var k=w*h/tot;items.forEach(function(it){it.a=it.v*k;});\n"
	" var rest=items.slice();\n"
	" while(rest.length){var side=Math.min(w,h),row=[rest[0]],s=rest[0].a,j=1;\n"
	"  while(j<rest.length&&side>0){var ns=s+rest[j].a,nr=row.concat([rest[j]]);\n"
	"   if(worst(nr,ns,side)<=worst(row,s,side)){row=nr;s=ns;j++;}else break;}\n"
	"  rest=rest.slice(row.length);\n"
	"  if(w>=h){var cw=h?s/h:0,cy=y;row.forEach(function(it){var hh=cw?it.a/cw:0;out.push({it:it,x:x,y:cy,w:cw,h:hh});cy+=hh;});x+=cw;w-=cw;}\n"
	"  else{var rh=w?s/w:0,cx=x;row.forEach(function(it){var ww=rh?it.a/rh:0;out.push({it:it,x:cx,y:y,w:ww,h:rh});cx+=ww;});y+=rh;h-=rh;}}\n"
	" return out;}\n"
	"function pathOf(){var p=[];for(var i=1;i<path.length;i++)p.push(path[i].n);return p.join('/');}\n"
	"function details(it){var n=it.node,a=it.own?n.of:n.f,pf=it.own?n.op:n.p,tot=sum(a),s=it.label+'\\n'+fmt(tot)+' files';\n"
	" if(D.lines)s+=', '+fmt(sum(it.own?n.ol:n.l))+' lines';\n"
	" for(var i=0;i<ST.length;i++)if(a[i])s+='\\n  '+ST[i]+': '+fmt(a[i]);\n"
	" s+='\\nwith a profile: '+fmt(pf)+(tot?' ('+Math.round(100*pf/tot)+'%)':'');\n"
	" if(!it.own)s+='\\nonly THE REST: '+fmt(n.r);if(!it.own&&n.c.length)s+='\\n(click to open)';return s;}\n"
	"function draw(){while(svg.firstChild)svg.removeChild(svg.firstChild);\n"
	" var defs=el('defs',{},svg),pat=el('pattern',{id:'hatch2',width:6,height:6,patternUnits:'userSpaceOnUse',patternTransform:'rotate(45)'},defs);\n"
	" el('line',{x1:0,y1:0,x2:0,y2:6,stroke:'#000','stroke-width':1.5,'stroke-opacity':0.45},pat);\n"
	" var cur=path[path.length-1],base=pathOf(),W=1200,H=640,items=[];\n"
	" cur.c.forEach(function(c){var v=val(c,false);if(v>0)items.push({v:v,node:c,own:false,label:(base?base+'/':'')+c.n+'/'});});\n"
	" var ov=val(cur,true);if(ov>0)items.push({v:ov,node:cur,own:true,label:'files in '+(base?base+'/':'/')});\n"
	" items.sort(function(a,b){return b.v-a.v;});\n"
	" squarify(items,0,0,W,H).forEach(function(t){var it=t.it,n=it.node,a=it.own?n.of:n.f,pf=it.own?n.op:n.p,tot=sum(a);\n"
	"  var g=el('g',{},svg),st=dom(D.unit==='lines'?(it.own?n.ol:n.l):a);\n"
	"  var r=el('rect',{'class':'tile',x:t.x,y:t.y,width:Math.max(t.w,0),height:Math.max(t.h,0),fill:COL[st],\n"
	"   'data-kind':it.own?'files':'dir','data-path':it.own?base:(base?base+'/':'')+n.n,'data-files':tot,'data-status':ST[st],'data-profile-files':pf},g);\n"
	"  if(pf>0){el('rect',{x:t.x,y:t.y,width:Math.max(t.w,0),height:Math.max(t.h,0),fill:'url(#hatch2)','fill-opacity':Math.max(0.25,pf/Math.max(tot,1)),'pointer-events':'none'},g);\n"
	"   if(t.w>10&&t.h>10)el('circle',{cx:t.x+t.w-6,cy:t.y+6,r:3.5,fill:'#000','pointer-events':'none'},g);}\n"
	"  if(t.w>40&&t.h>14){var tx=el('text',{x:t.x+3,y:t.y+12},g);tx.textContent=(it.own?'(files)':n.n).slice(0,Math.floor(t.w/7));}\n"
	"  r.addEventListener('mousemove',function(e){tip.textContent=details(it);tip.style.display='block';\n"
	"   var b=svg.parentNode.getBoundingClientRect();tip.style.left=(e.clientX-b.left+14)+'px';tip.style.top=(e.clientY-b.top+14)+'px';});\n"
	"  r.addEventListener('mouseleave',function(){tip.style.display='none';});\n"
	"  if(!it.own&&n.c.length)r.addEventListener('click',function(){tip.style.display='none';path.push(n);draw();});});\n"
	" var cr=document.getElementById('crumbs');while(cr.firstChild)cr.removeChild(cr.firstChild);\n"
	" path.forEach(function(p,i){if(i)cr.appendChild(document.createTextNode(' / '));\n"
	"  var a=document.createElement(i<path.length-1?'a':'b');a.textContent=i?p.n:'(top)';\n"
	"  if(i<path.length-1)a.addEventListener('click',function(){path=path.slice(0,i+1);draw();});cr.appendChild(a);});}\n"
	"var ub=document.getElementById('unit');\n"
	"if(ub)ub.addEventListener('change',function(){D.unit=ub.value;draw();chart();});\n"
	"if(svg&&D.tree){draw();}chart();\n"
	/* self-check for headless tests */
	"var rows=tbl?tbl.tBodies[0].rows.length:0,tiles=svg?svg.querySelectorAll('rect[data-kind=dir]').length:0;\n"
	"var top=D.tree?D.tree.c.length:0;\n"
	"document.title='maint-report: '+(rows===D.nprofiles&&(!D.tree||tiles===top)?'ok':'mismatch')+' rows='+rows+' profiles='+D.nprofiles+' tiles='+tiles+' topdirs='+top;\n"
	"})();\n";

static const char *const status_colors[MAINT_ST_COUNT] = {
	"#1a9850", "#91cf60", "#fee08b", "#fc8d59", "#d73027", "#c8c8c8",
};

static void html_table(struct mbuf *mb, const struct maint_db *db,
		       const struct maint_report_profile *p, size_t np)
{
	size_t i, c;

	mbuf_adds(mb, "<table id=\"profiles\">\n<thead><tr>");
	for (c = 0; c < MAINT_RC_COUNT; c++) {
		mbuf_adds(mb, "<th>");
		mnt_html_text(mb, maint_report_col_name(c));
		mbuf_adds(mb, "</th>");
	}
	mbuf_adds(mb, "</tr></thead>\n<tbody>\n");
	for (i = 0; i < np; i++) {
		mbuf_adds(mb, "<tr data-profile=\"");
		mnt_html_text(mb, p[i].value);
		mbuf_adds(mb, "\">");
		for (c = 0; c < MAINT_RC_COUNT; c++) {
			char *cell = maint_report_cell(db, &p[i], c);

			if (!cell) {
				mb->oom = true;
				return;
			}
			if (!strcmp(cell, MAINT_NOT_STATED))
				mbuf_adds(mb, "<td class=\"ns\">");
			else
				mbuf_adds(mb, "<td>");
			if (c == MAINT_RC_PROFILE && p[i].kind == MAINT_P_URI) {
				mbuf_adds(mb, "<a href=\"");
				mnt_html_text(mb, cell);
				mbuf_adds(mb, "\">");
				mnt_html_text(mb, cell);
				mbuf_adds(mb, "</a>");
			} else {
				mnt_html_text(mb, cell);
			}
			if (c == MAINT_RC_PROFILE && p[i].kind == MAINT_P_FILE &&
			    !p[i].exists)
				mbuf_adds(mb, " (missing)");
			mbuf_adds(mb, "</td>");
			free(cell);
		}
		mbuf_adds(mb, "</tr>\n");
	}
	mbuf_adds(mb, "</tbody></table>\n");
}

static void html_coverage(struct mbuf *mb, const struct maint_db *db,
			  const struct maint_coverage *cov, bool lines)
{
	const struct maint_cov_summary *s = maint_coverage_summary(cov);
	size_t *v = NULL, n = 0, i, st;

	mbuf_adds(mb, "<h2 id=\"coverage\">Coverage</h2>\n");
	mbuf_addf(mb, "<p>%zu files", s->nfiles);
	if (lines)
		mbuf_addf(mb, ", %llu lines", s->nlines);
	mbuf_addf(mb, "; %zu only matched by THE REST, %zu matched by no "
		      "section.</p>\n",
		  s->rest_only_files, s->unmatched_files);
	mbuf_adds(mb, "<svg id=\"chart\" role=\"img\" aria-label=\"files by "
		      "status\" width=\"900\" height=\"200\"><defs><pattern "
		      "id=\"hatch\" width=\"6\" height=\"6\" patternUnits="
		      "\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
		      "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#000\""
		      " stroke-opacity=\"0.45\" stroke-width=\"1.5\"/></pattern>"
		      "</defs></svg>\n");
	mbuf_adds(mb, "<table id=\"summary\"><thead><tr><th>status</th>"
		      "<th>files</th><th>with a profile</th>");
	if (lines)
		mbuf_adds(mb, "<th>lines</th>");
	mbuf_adds(mb, "</tr></thead><tbody>\n");
	for (st = 0; st < MAINT_ST_COUNT; st++) {
		mbuf_addf(mb, "<tr><td>%s</td><td class=\"num\">%zu</td>"
			      "<td class=\"num\">%zu</td>",
			  maint_status_name(st),
			  s->files[st][0] + s->files[st][1], s->files[st][1]);
		if (lines)
			mbuf_addf(mb, "<td class=\"num\">%llu</td>",
				  s->lines[st][0] + s->lines[st][1]);
		mbuf_adds(mb, "</tr>\n");
	}
	mbuf_adds(mb, "</tbody></table>\n");

	if (!maint_coverage_unowned_dirs(cov, lines, 20, &v, &n) && n) {
		mbuf_adds(mb, "<h3>Largest directories with no Supported or "
			      "Maintained section</h3>\n<ol id=\"unowned\">\n");
		for (i = 0; i < n; i++) {
			const struct maint_cov_dir *d =
				maint_coverage_dir(cov, v[i]);

			mbuf_adds(mb, "<li><code>");
			mnt_html_text(mb, d->path);
			mbuf_addf(mb, "/</code>: %zu files", d->nfiles);
			if (lines)
				mbuf_addf(mb, ", %llu lines", d->nlines);
			mbuf_adds(mb, "</li>\n");
		}
		mbuf_adds(mb, "</ol>\n");
	}
	free(v);
	v = NULL;
	if (!maint_coverage_unmatched_sections(cov, &v, &n) && n) {
		mbuf_addf(mb, "<h3>Sections whose patterns match no file "
			      "(%zu)</h3>\n<ul id=\"unmatched\">\n",
			  n);
		for (i = 0; i < n; i++) {
			mbuf_adds(mb, "<li>");
			mnt_html_text(mb, maint_section_name(db, v[i]));
			mbuf_adds(mb, "</li>\n");
		}
		mbuf_adds(mb, "</ul>\n");
	}
	free(v);
}

char *maint_report_html(const struct maint_db *db,
			const struct maint_report_profile *p, size_t np,
			const struct maint_coverage *cov,
			const struct maint_report_html_opts *o, size_t *len)
{
	const char *title = o && o->title ? o->title : "maint report";
	bool lines = o && o->lines;
	struct mbuf mb = MBUF_INIT;
	size_t i;

	mbuf_adds(&mb, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
		       "<meta charset=\"utf-8\">\n"
		       "<meta http-equiv=\"Content-Security-Policy\" content="
		       "\"default-src 'none'; style-src 'unsafe-inline'; "
		       "script-src 'unsafe-inline'; img-src data:\">\n<title>");
	mnt_html_text(&mb, title);
	mbuf_adds(&mb, "</title>\n<style>\n");
	mbuf_adds(&mb, page_css);
	mbuf_adds(&mb, "</style>\n</head>\n<body>\n<h1>");
	mnt_html_text(&mb, title);
	mbuf_adds(&mb, "</h1>\n<nav><a href=\"#profiles-h\">profiles</a> · "
		       "<a href=\"#coverage\">coverage</a> · "
		       "<a href=\"#tree\">treemap</a></nav>\n");

	mbuf_addf(&mb, "<h2 id=\"profiles-h\">Maintainer Entry Profiles "
		       "(%zu)</h2>\n<p>Click a heading to sort.</p>\n",
		  np);
	html_table(&mb, db, p, np);

	mbuf_adds(&mb, "<section id=\"pulls-panel\"");
	if (!o || !o->pulls_html || !*o->pulls_html)
		mbuf_adds(&mb, " hidden></section>\n");
	else
		mbuf_addf(&mb, ">%s</section>\n", o->pulls_html);

	if (cov) {
		html_coverage(&mb, db, cov, lines);
		mbuf_adds(&mb, "<h2 id=\"tree\">Treemap</h2>\n<p>Area: ");
		if (lines)
			mbuf_adds(&mb, "<select id=\"unit\"><option value=\"files\">"
				       "files</option><option value=\"lines\">lines"
				       "</option></select>");
		else
			mbuf_adds(&mb, "files");
		mbuf_adds(&mb, "; colour: the status most of its files have; "
			       "hatched with a dot: a profile applies to some "
			       "of its files. Click a directory to open it.</p>\n"
			       "<p class=\"legend\">");
		for (i = 0; i < MAINT_ST_COUNT; i++)
			mbuf_addf(&mb, "<span><i style=\"background:%s\"></i>%s"
				       "</span>",
				  status_colors[i], maint_status_name(i));
		mbuf_adds(&mb, "</p>\n<p id=\"crumbs\"></p>\n<div id=\"treemap-"
			       "wrap\"><svg id=\"treemap\" viewBox=\"0 0 1200 640\""
			       " width=\"1200\" height=\"640\"></svg><div id=\"tip\">"
			       "</div></div>\n");
	}

	mbuf_adds(&mb, "<script type=\"application/json\" id=\"maint-data\">"
		       "{\"statuses\":[");
	for (i = 0; i < MAINT_ST_COUNT; i++) {
		if (i)
			mbuf_addch(&mb, ',');
		js_str(&mb, maint_status_name(i));
	}
	mbuf_adds(&mb, "],\"colors\":[");
	for (i = 0; i < MAINT_ST_COUNT; i++) {
		if (i)
			mbuf_addch(&mb, ',');
		js_str(&mb, status_colors[i]);
	}
	mbuf_addf(&mb, "],\"nprofiles\":%zu,\"unit\":\"files\",\"lines\":%s",
		  np, lines ? "true" : "false");
	if (cov) {
		const struct maint_cov_summary *s = maint_coverage_summary(cov);
		size_t st;

		mbuf_adds(&mb, ",\n\"summary\":{\"files\":[");
		for (st = 0; st < MAINT_ST_COUNT; st++)
			mbuf_addf(&mb, "%s[%zu,%zu]", st ? "," : "",
				  s->files[st][0], s->files[st][1]);
		mbuf_adds(&mb, "],\"lines\":[");
		for (st = 0; st < MAINT_ST_COUNT; st++)
			mbuf_addf(&mb, "%s[%llu,%llu]", st ? "," : "",
				  s->lines[st][0], s->lines[st][1]);
		mbuf_addf(&mb, "],\"rest_only_files\":%zu,\"rest_only_lines\":"
			       "%llu},\n\"tree\":",
			  s->rest_only_files, s->rest_only_lines);
		js_dir(&mb, cov, 0);
	}
	mbuf_adds(&mb, "}</script>\n<script>\n");
	mbuf_adds(&mb, page_js);
	mbuf_adds(&mb, "</script>\n</body>\n</html>\n");
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, len);
}
