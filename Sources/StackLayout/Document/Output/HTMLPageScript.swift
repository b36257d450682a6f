/// The script of the layout page (``SnapshotHTML``): selection by hover, tap, the tree, the
/// problems list or the URL fragment (`#view=ID&snapshot=N&search=TEXT&all=1`), the details
/// panel (frame, alignment rectangle, margins, safe area, the constraints affecting the view
/// on each axis with their origins), the overlay drawn over the picture, search, and tabs.
///
/// Errors are written into the page (`<pre id="errors">`, `body[data-errors]`), and
/// `body[data-state="ready"]` says the script ran to the end: a test that reads the DOM
/// after scripts ran (`chromium --dump-dom`) sees both.
enum HTMLPageScript {
    /// Catches errors into the page; goes first, so even a failure to parse the data shows.
    static let errorCatcher = """
    (function () {
      window.stackLayoutErrors = [];
      window.stackLayoutReport = function (message) {
        window.stackLayoutErrors.push(String(message));
        var pre = document.getElementById("errors");
        if (pre) { pre.hidden = false; pre.textContent = window.stackLayoutErrors.join("\\n"); }
        document.body.setAttribute("data-errors", String(window.stackLayoutErrors.length));
      };
      window.addEventListener("error", function (e) {
        window.stackLayoutReport("script error: " + e.message + " (line " + (e.lineno || 0) + ")");
      });
    })();
    """

    static let layoutPage = """
    (function () {
      "use strict";
      var SVGNS = "http://www.w3.org/2000/svg";
      var data, active = 0, all = false, selected = null;

      function el(tag, attrs, text) {
        var e = document.createElement(tag);
        for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
        if (text !== undefined && text !== null) e.textContent = text;
        return e;
      }
      function svg(tag, attrs, title) {
        var e = document.createElementNS(SVGNS, tag);
        for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
        if (title) { var t = document.createElementNS(SVGNS, "title"); t.textContent = title; e.appendChild(t); }
        return e;
      }
      function fmt(n) { return String(Math.round(n * 1000) / 1000); }
      function rectText(r) { return fmt(r[0]) + ", " + fmt(r[1]) + ", " + fmt(r[2]) + " \\u00d7 " + fmt(r[3]); }
      function insetsText(i) {
        if (i[0] === 0 && i[1] === 0 && i[2] === 0 && i[3] === 0) return "none";
        return "top " + fmt(i[0]) + ", left " + fmt(i[1]) + ", bottom " + fmt(i[2]) + ", right " + fmt(i[3]);
      }
      function clamp(v, lo, hi) { return Math.max(lo, Math.min(hi, v)); }
      // Leading and trailing as the edges they are in the constraint's direction.
      function absolute(attribute, rtl) {
        if (!rtl) return attribute;
        return { leading: "right", trailing: "left", leadingMargin: "rightMargin", trailingMargin: "leftMargin" }[attribute] || attribute;
      }
      // A guide's rectangle in the root (its layoutFrame is in its view's coordinates), or
      // for a margin attribute the view's rectangle inset by its margins.
      function guideRect(w, frame, attribute) {
        var r = w.rect, i = null;
        if (frame) return [r[0] + frame[0], r[1] + frame[1], frame[2], frame[3]];
        if (/Margin/.test(attribute)) i = w.margins;
        if (!i) return r;
        return [r[0] + i[1], r[1] + i[0], Math.max(r[2] - i[1] - i[3], 0), Math.max(r[3] - i[0] - i[2], 0)];
      }
      // Where an attribute lies on a rectangle, level with the point `near` so that a line
      // between two items reads as a dimension line.
      function anchorPoint(attribute, r, near) {
        var mx = clamp(near[0], r[0], r[0] + r[2]), my = clamp(near[1], r[1], r[1] + r[3]);
        switch (attribute) {
          case "left": case "leading": case "leftMargin": case "leadingMargin": return [r[0], my];
          case "right": case "trailing": case "rightMargin": case "trailingMargin": return [r[0] + r[2], my];
          case "top": case "topMargin": case "firstBaseline": return [mx, r[1]];
          case "bottom": case "bottomMargin": case "lastBaseline": return [mx, r[1] + r[3]];
          case "centerX": case "centerXWithinMargins": return [r[0] + r[2] / 2, my];
          case "centerY": case "centerYWithinMargins": return [mx, r[1] + r[3] / 2];
          default: return [r[0] + r[2] / 2, r[1] + r[3] / 2];
        }
      }

      function figure(i) { return document.querySelector('figure.snapshot[data-snapshot="' + i + '"]'); }
      function tree(i) { return document.querySelector('.tree[data-snapshot="' + i + '"]'); }

      function showTab(i) {
        active = i; all = false;
        document.querySelectorAll("figure.snapshot").forEach(function (f) {
          f.classList.toggle("inactive", +f.getAttribute("data-snapshot") !== i);
        });
        syncTabs();
      }
      function showAll() {
        all = true;
        document.querySelectorAll("figure.snapshot").forEach(function (f) { f.classList.remove("inactive"); });
        syncTabs();
      }
      function syncTabs() {
        document.querySelectorAll("#tabs button").forEach(function (b) {
          var t = b.getAttribute("data-tab");
          b.setAttribute("aria-selected", String(all ? t === "all" : t === String(active)));
        });
        document.querySelectorAll(".tree").forEach(function (t) { t.hidden = +t.getAttribute("data-snapshot") !== active; });
        document.querySelectorAll("ul.problems").forEach(function (p) { p.hidden = +p.getAttribute("data-snapshot") !== active; });
      }

      function clearOverlay() {
        document.querySelectorAll("g.overlay").forEach(function (o) { while (o.firstChild) o.removeChild(o.firstChild); });
        document.querySelectorAll("g.view.selected").forEach(function (g) { g.classList.remove("selected"); });
        document.querySelectorAll("g.view.involved").forEach(function (g) { g.classList.remove("involved"); });
        document.querySelectorAll("ul.problems li.selected").forEach(function (li) { li.classList.remove("selected"); });
        document.querySelectorAll(".tree button.selected").forEach(function (b) { b.classList.remove("selected"); });
      }

      function drawOverlay(i, v) {
        var s = data.snapshots[i], fig = figure(i);
        if (!fig) return;
        var overlay = fig.querySelector("g.overlay"), r = v.rect;
        var g = fig.querySelector('g.view[data-view="' + CSS.escape(v.id) + '"]');
        if (g) g.classList.add("selected");
        if (v.safeArea) {
          var a = v.safeArea, inner = [r[0] + a[1], r[1] + a[0], r[2] - a[1] - a[3], r[3] - a[0] - a[2]];
          if (a[0] || a[1] || a[2] || a[3]) {
            var d = "M" + r[0] + " " + r[1] + "h" + r[2] + "v" + r[3] + "h" + (-r[2]) + "z" +
              "M" + inner[0] + " " + inner[1] + "v" + Math.max(inner[3], 0) + "h" + Math.max(inner[2], 0) + "v" + (-Math.max(inner[3], 0)) + "z";
            overlay.appendChild(svg("path", { d: d, fill: "#1f6feb", "fill-opacity": "0.16", "fill-rule": "evenodd", "class": "safe-area" },
              "safe area insets: " + insetsText(a)));
          }
        }
        if (v.margins) {
          var m = v.margins;
          overlay.appendChild(svg("rect", { x: r[0] + m[1], y: r[1] + m[0], width: Math.max(r[2] - m[1] - m[3], 0),
            height: Math.max(r[3] - m[0] - m[2], 0), fill: "none", stroke: "#2ca02c", "stroke-width": "1.5",
            "stroke-dasharray": "4 3", "class": "margins" }, "layout margins: " + insetsText(m)));
        }
        overlay.appendChild(svg("rect", { x: r[0], y: r[1], width: r[2], height: r[3], fill: "none",
          stroke: "#1f6feb", "stroke-width": "3", "class": "frame" }, v.id + ": " + rectText(v.frame)));
        if (v.alignment) {
          var al = v.alignment, f = v.frame;
          if (al[0] !== f[0] || al[1] !== f[1] || al[2] !== f[2] || al[3] !== f[3]) {
            overlay.appendChild(svg("rect", { x: r[0] + al[0] - f[0], y: r[1] + al[1] - f[1], width: al[2], height: al[3],
              fill: "none", stroke: "#9467bd", "stroke-width": "1.5", "stroke-dasharray": "2 2", "class": "alignment" },
              "alignment rectangle: " + rectText(al)));
          }
        }
        direct(s, v).forEach(function (c) {
          var points = [], near = [r[0] + r[2] / 2, r[1] + r[3] / 2];
          c.items.forEach(function (id, k) {
            var w = s.byID[id];
            var a = absolute(c.attributes[k], c.rtl);
            if (w) points.push(anchorPoint(a, guideRect(w, (c.guideFrames || [])[k], a), near));
          });
          var color = c.broken ? "#d62728" : "#ff7f0e";
          if (points.length === 2) {
            overlay.appendChild(svg("line", { x1: points[0][0], y1: points[0][1], x2: points[1][0], y2: points[1][1],
              stroke: color, "stroke-width": "2", "class": "constraint-line" }, c.equation + " [" + c.origin + "]"));
          }
        });
      }

      function mentions(c, id) { return c.items.indexOf(id) >= 0; }
      var X_ATTRIBUTES = ["left", "right", "leading", "trailing", "width", "centerX", "leftMargin", "rightMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins"];
      // What constraintsAffectingLayout(for: axis) gives: the constraints of the view's groups
      // on that axis, then the broken ones naming it (the solver no longer holds those).
      function affecting(s, v, horizontal) {
        var groups = (horizontal ? v.hg : v.vg) || [], list = [], broken = [];
        s.constraints.forEach(function (c) {
          if (c.group !== null) { if (groups.indexOf(c.group) >= 0) list.push(c); }
          else if (mentions(c, v.id) && (X_ATTRIBUTES.indexOf(c.attributes[0]) >= 0) === horizontal) broken.push(c);
        });
        return list.concat(broken);
      }
      function direct(s, v) {
        var list = [];
        affecting(s, v, true).concat(affecting(s, v, false)).forEach(function (c) {
          if (mentions(c, v.id) && list.indexOf(c) < 0) list.push(c);
        });
        return list;
      }

      function constraintItem(c) {
        var li = el("li", { "class": "constraint" + (c.broken ? " broken" : "") });
        li.appendChild(el("span", { "class": "equation" }, c.equation));
        if (c.identifier) li.appendChild(el("span", { "class": "tag" }, c.identifier));
        // A content-size constraint's equation ends with both of its priorities (Hug:, CompressionResistance:).
        if (c.priority < 1000 && c.compressionResistance === undefined) li.appendChild(el("span", { "class": "tag" }, "@" + fmt(c.priority)));
        if (c.broken) li.appendChild(el("span", { "class": "tag bad" }, "broken"));
        li.appendChild(el("span", { "class": "origin" }, c.origin));
        return li;
      }

      function axisSection(panel, s, v, title, constraints) {
        var through = [], mine = [];
        constraints.forEach(function (c) { (mentions(c, v.id) ? mine : through).push(c); });
        panel.appendChild(el("h3", {}, title + " (" + constraints.length + ")"));
        var ol = el("ol", { "class": "constraints", "data-axis": title });
        mine.forEach(function (c) { ol.appendChild(constraintItem(c)); });
        if (!mine.length) ol.appendChild(el("li", { "class": "none" }, "none name this view directly"));
        panel.appendChild(ol);
        if (through.length) {
          var more = el("details");
          more.appendChild(el("summary", {}, through.length + " more affect it through other views"));
          var list = el("ol", { "class": "constraints" });
          through.forEach(function (c) { list.appendChild(constraintItem(c)); });
          more.appendChild(list);
          panel.appendChild(more);
        }
      }

      function show(i, id) {
        var s = data.snapshots[i], v = s && s.byID[id];
        if (!v) return false;
        clearOverlay();
        drawOverlay(i, v);
        var b = tree(i) && tree(i).querySelector('button[data-view="' + CSS.escape(id) + '"]');
        if (b) b.classList.add("selected");
        var panel = document.getElementById("details");
        panel.textContent = "";
        panel.setAttribute("data-view", id);
        var h = el("h2", {}, v.id);
        h.appendChild(el("span", { "class": "tag" }, v.type));
        if (v.hidden) h.appendChild(el("span", { "class": "tag" }, "hidden"));
        panel.appendChild(h);
        var table = el("table", { "class": "figures" });
        function row(label, value, swatch) {
          var tr = el("tr"), td = el("td");
          if (swatch) td.appendChild(el("span", { "class": "swatch", style: "background:" + swatch }));
          td.appendChild(document.createTextNode(label));
          tr.appendChild(td); tr.appendChild(el("td", {}, value)); table.appendChild(tr);
        }
        row("frame", rectText(v.frame) + (v.parent ? " in " + v.parent : ""), "#1f6feb");
        row("in the root", rectText(v.rect));
        if (v.alignment) row("alignment rect", rectText(v.alignment), "#9467bd");
        if (v.margins) row("layout margins", insetsText(v.margins), "#2ca02c");
        if (v.safeArea) row("safe area insets", insetsText(v.safeArea), "rgba(31,111,235,0.35)");
        if (v.content) row("content size", fmt(v.content[0]) + " \\u00d7 " + fmt(v.content[1]));
        if (v.label) row("label", v.label);
        if (v.text) row("text", "\\u201c" + v.text + "\\u201d");
        if (v.color) row("background", v.color, v.color);
        if (v.radius) row("corner radius", fmt(v.radius));
        panel.appendChild(table);
        var problems = s.diagnostics.filter(function (d) { return d.items.indexOf(id) >= 0; });
        if (problems.length) {
          panel.appendChild(el("h3", {}, "Problems"));
          var ul = el("ul", { "class": "problems" });
          problems.forEach(function (d) {
            var li = el("li", { "class": d.kind });
            li.appendChild(el("span", { "class": "kind" }, d.kind + (d.axis ? " (" + d.axis + ")" : "") + ": "));
            li.appendChild(document.createTextNode(d.message));
            ul.appendChild(li);
          });
          panel.appendChild(ul);
        }
        if (v.hg || v.vg) {
          axisSection(panel, s, v, "Horizontal constraints", affecting(s, v, true));
          axisSection(panel, s, v, "Vertical constraints", affecting(s, v, false));
        } else {
          panel.appendChild(el("p", { "class": "hint" }, "No constraint details: this snapshot was not taken inspecting."));
        }
        return true;
      }

      function select(i, id) {
        if (all) active = i; else if (i !== active) showTab(i);
        syncTabs();
        selected = show(i, id) ? { snapshot: i, view: id } : null;
      }

      // A problem: its first view selected, every constraint of a conflict drawn between its
      // items (the broken one red and thick), its views outlined, and its story on top of the panel.
      function showProblem(i, k) {
        var s = data.snapshots[i], d = s && s.diagnostics[k];
        if (!d) return;
        if (d.items.length) select(i, d.items[0]); else { if (i !== active) showTab(i); deselect(); }
        selected = { snapshot: i, view: d.items[0] || null, problem: k };
        var fig = figure(i), overlay = fig.querySelector("g.overlay");
        // The conflict's lines only, not every constraint of the first view.
        overlay.querySelectorAll(".constraint-line").forEach(function (line) { overlay.removeChild(line); });
        d.items.forEach(function (id) {
          var g = fig.querySelector('g.view[data-view="' + CSS.escape(id) + '"]');
          if (g) g.classList.add("involved");
        });
        var list = (d.broken ? [d.broken] : []).concat(d.conflicting || []);
        list.forEach(function (c) {
          // Level with the smaller item's centre, so the line spans the gap between the two.
          var points = [], small = null;
          c.items.forEach(function (id) {
            var w = s.byID[id];
            if (w && (!small || w.rect[2] * w.rect[3] < small.rect[2] * small.rect[3])) small = w;
          });
          if (!small) return;
          var near = [small.rect[0] + small.rect[2] / 2, small.rect[1] + small.rect[3] / 2];
          c.items.forEach(function (id, n) {
            var w = s.byID[id];
            var a = absolute(c.attributes[n], c.rtl);
            if (w) points.push(anchorPoint(a, guideRect(w, (c.guideFrames || [])[n], a), near));
          });
          if (points.length !== 2) return;
          var attrs = { x1: points[0][0], y1: points[0][1], x2: points[1][0], y2: points[1][1], stroke: "#d62728",
            "stroke-width": c.broken ? "3" : "1.5", "class": "conflict-line" + (c.broken ? " broken" : "") };
          if (!c.broken) attrs["stroke-dasharray"] = "4 2";
          overlay.appendChild(svg("line", attrs, (c.broken ? "broken: " : "conflicting: ") + c.equation + " [" + c.origin + "]"));
        });
        document.querySelectorAll("ul.problems li.selected").forEach(function (li) { li.classList.remove("selected"); });
        var li = document.querySelector('ul.problems[data-snapshot="' + i + '"] li[data-problem="' + k + '"]');
        if (li) li.classList.add("selected");
        var panel = document.getElementById("details"), box = el("div", { "class": "problem-story", "data-problem": String(k) });
        box.appendChild(el("h2", {}, d.kind + (d.axis ? " (" + d.axis + ")" : "")));
        box.appendChild(el("p", {}, d.message));
        if (list.length) {
          var ol = el("ol", { "class": "constraints" });
          list.forEach(function (c) { ol.appendChild(constraintItem(c)); });
          box.appendChild(ol);
        }
        panel.insertBefore(box, panel.firstChild);
      }
      function deselect() {
        selected = null;
        clearOverlay();
        var panel = document.getElementById("details");
        panel.removeAttribute("data-view");
        panel.textContent = "";
        panel.appendChild(el("p", { "class": "hint" }, "Hover or tap a view, or pick one in the tree, to see its frame, margins, safe area and constraints."));
      }

      function filter(text) {
        var t = tree(active), needle = text.trim().toLowerCase(), count = 0;
        if (!t) return;
        function visit(li) {
          var button = li.querySelector(":scope > button"), id = button.getAttribute("data-view");
          var label = (button.getAttribute("data-label") || "").toLowerCase();
          var hit = needle !== "" && (id.toLowerCase().indexOf(needle) >= 0 || label.indexOf(needle) >= 0);
          var any = needle === "" || hit;
          button.classList.toggle("match", hit);
          if (hit) count += 1;
          li.querySelectorAll(":scope > ul > li").forEach(function (child) { if (visit(child)) any = true; });
          li.classList.toggle("filtered", !any);
          var g = figure(active) && figure(active).querySelector('g.view[data-view="' + CSS.escape(id) + '"]');
          if (g) g.classList.toggle("dimmed", needle !== "" && !hit);
          return any;
        }
        t.querySelectorAll(":scope > li").forEach(visit);
        var status = document.getElementById("search-status");
        status.textContent = needle === "" ? "" : count + (count === 1 ? " view matches" : " views match");
      }

      function applyHash() {
        var params = new URLSearchParams(location.hash.replace(/^#/, ""));
        var i = params.has("snapshot") ? +params.get("snapshot") : active;
        if (!(i >= 0 && i < data.snapshots.length)) i = 0;
        // Side by side needs two snapshots; with one, its tab.
        if (params.get("all") === "1" && data.snapshots.length > 1) { active = i; showAll(); } else showTab(i);
        var search = document.getElementById("search");
        if (params.has("search")) { search.value = params.get("search"); }
        filter(search.value);
        if (params.has("problem")) showProblem(i, +params.get("problem"));
        else if (params.has("view")) select(i, params.get("view")); else deselect();
      }
      function updateHash() {
        var parts = ["snapshot=" + active];
        if (all) parts.push("all=1");
        if (selected && selected.problem !== undefined) parts.push("problem=" + selected.problem);
        else if (selected && selected.view) parts.push("view=" + encodeURIComponent(selected.view));
        history.replaceState(null, "", "#" + parts.join("&"));
      }

      function init() {
        data = JSON.parse(document.getElementById("stacklayout-data").textContent);
        data.snapshots.forEach(function (s) {
          s.byID = {};
          s.views.forEach(function (v) { s.byID[v.id] = v; });
        });
        document.querySelectorAll("#tabs button").forEach(function (b) {
          b.addEventListener("click", function () {
            var t = b.getAttribute("data-tab");
            if (t === "all") showAll(); else showTab(+t);
            filter(document.getElementById("search").value);
            updateHash();
          });
        });
        document.querySelectorAll("figure.snapshot").forEach(function (fig) {
          var i = +fig.getAttribute("data-snapshot");
          fig.addEventListener("mouseover", function (e) {
            var g = e.target.closest("g.view");
            if (g && !selected) show(i, g.getAttribute("data-view"));
          });
          fig.addEventListener("mouseleave", function () { if (!selected) deselect(); });
          fig.addEventListener("click", function (e) {
            var g = e.target.closest("g.view, g.ambiguous");
            if (g) select(i, g.getAttribute("data-view")); else deselect();
            updateHash();
          });
        });
        document.querySelectorAll(".tree").forEach(function (t) {
          var i = +t.getAttribute("data-snapshot");
          t.addEventListener("click", function (e) {
            var b = e.target.closest("button[data-view]");
            if (b) { select(i, b.getAttribute("data-view")); updateHash(); }
          });
        });
        document.querySelectorAll("ul.problems[data-snapshot]").forEach(function (p) {
          var i = +p.getAttribute("data-snapshot");
          p.addEventListener("click", function (e) {
            var li = e.target.closest("li[data-problem]");
            if (li) { showProblem(i, +li.getAttribute("data-problem")); updateHash(); }
          });
        });
        document.getElementById("search").addEventListener("input", function (e) { filter(e.target.value); });
        document.addEventListener("keydown", function (e) { if (e.key === "Escape") { deselect(); updateHash(); } });
        window.addEventListener("hashchange", applyHash);
        applyHash();
        document.body.setAttribute("data-state", "ready");
      }

      try { init(); } catch (error) { window.stackLayoutReport("script error: " + (error && error.stack || error)); }
    })();
    """
}
