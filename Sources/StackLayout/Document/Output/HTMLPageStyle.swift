/// The style sheet of the HTML pages (``SnapshotHTML``, ``LayoutDiffHTML``): system fonts
/// only, nothing loaded from anywhere.
enum HTMLPageStyle {
    static let css = """
    :root { --ink: #222; --muted: #666; --line: #ddd; --accent: #1f6feb; --bad: #d62728; --bg: #f6f7f9; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); background: var(--bg); }
    header { display: flex; align-items: center; gap: 16px; padding: 8px 14px; background: #fff; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
    header h1 { font-size: 15px; margin: 0; }
    header .summary { color: var(--muted); }
    #tabs { display: flex; gap: 4px; flex-wrap: wrap; }
    #tabs button { border: 1px solid var(--line); background: #fff; border-radius: 6px; padding: 3px 10px; cursor: pointer; font: inherit; }
    #tabs button[aria-selected="true"] { background: var(--accent); color: #fff; border-color: var(--accent); }
    main { display: grid; grid-template-columns: 240px 1fr 360px; height: calc(100vh - 46px); }
    main > * { overflow: auto; }
    #tree-pane { background: #fff; border-right: 1px solid var(--line); padding: 8px; }
    #search { width: 100%; padding: 5px 8px; border: 1px solid var(--line); border-radius: 6px; font: inherit; margin-bottom: 6px; }
    .tree, .tree ul { list-style: none; margin: 0; padding-left: 12px; }
    .tree { padding-left: 0; }
    .tree button { border: 0; background: none; padding: 1px 4px; font: inherit; cursor: pointer; border-radius: 4px; text-align: left; }
    .tree button:hover { background: #eef3ff; }
    .tree button.selected { background: var(--accent); color: #fff; }
    .tree button.match { outline: 2px solid #f5a623; }
    .tree li.filtered { display: none; }
    .tree .kind { color: var(--muted); font-size: 11px; margin-left: 4px; }
    .tree button.selected .kind { color: #dde; }
    .tree .problem { color: var(--bad); font-weight: bold; margin-left: 3px; }
    #pictures { padding: 12px; display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
    figure.snapshot { margin: 0; background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 8px; }
    figure.snapshot.inactive { display: none; }
    figure.snapshot svg { display: block; }
    .figure-title { font-weight: 600; margin: 0 0 6px; width: 0; min-width: 100%; overflow-wrap: anywhere; }
    figcaption { color: var(--muted); margin-top: 4px; max-width: 480px; }
    g.view { cursor: pointer; }
    g.view:hover rect { stroke-width: 2.5; }
    g.view.selected > rect:last-of-type { stroke: var(--accent); stroke-width: 3; }
    g.view.dimmed { opacity: 0.35; }
    .overlay { pointer-events: none; }
    #panel { background: #fff; border-left: 1px solid var(--line); padding: 10px 12px; }
    #panel h2 { font-size: 14px; margin: 4px 0 6px; }
    #panel h3 { font-size: 12px; margin: 10px 0 4px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
    #panel .hint { color: var(--muted); }
    table.figures { border-collapse: collapse; width: 100%; }
    table.figures td { padding: 2px 4px; border-bottom: 1px solid #f0f0f0; vertical-align: top; }
    table.figures td:first-child { color: var(--muted); white-space: nowrap; }
    .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 4px; vertical-align: -1px; }
    ol.constraints { margin: 0; padding-left: 18px; }
    ol.constraints li { margin: 3px 0; }
    .equation { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
    .origin { color: var(--muted); font-size: 11px; display: block; }
    .constraint.broken .equation { color: var(--bad); font-weight: bold; }
    .tag { display: inline-block; font-size: 10px; padding: 0 5px; border-radius: 8px; background: #eee; margin-left: 4px; }
    .tag.bad { background: var(--bad); color: #fff; }
    ul.problems { padding-left: 0; list-style: none; margin: 0; }
    ul.problems li { border-left: 3px solid var(--bad); padding: 4px 8px; margin: 6px 0; background: #fff5f5; cursor: pointer; }
    ul.problems li.ambiguous { border-color: #f5a623; background: #fffaf0; }
    ul.problems li.selected { outline: 2px solid var(--bad); }
    g.view.involved > rect:last-of-type { stroke: var(--bad); stroke-width: 2.5; stroke-dasharray: 6 3; }
    .problem-story { border-left: 3px solid var(--bad); background: #fff5f5; padding: 4px 10px 8px; margin-bottom: 10px; }
    .problem-story h2 { text-transform: capitalize; color: var(--bad); }
    ul.problems li.none { border-color: #2ca02c; background: #f3fbf3; cursor: default; }
    ul.problems .kind { font-weight: bold; text-transform: capitalize; }
    #errors { color: #fff; background: var(--bad); padding: 8px; margin: 0; white-space: pre-wrap; }
    .legend { color: var(--muted); font-size: 11px; margin-top: 8px; }
    .legend span { margin-right: 10px; white-space: nowrap; }
    table.changes { border-collapse: collapse; width: 100%; }
    table.changes td, table.changes th { text-align: left; padding: 3px 6px; border-bottom: 1px solid #eee; vertical-align: top; }
    table.changes tr { cursor: pointer; }
    table.changes tr.selected { background: #eef3ff; }
    .moved { color: var(--bad); }
    span.selected { background: #eef3ff; outline: 1px solid var(--accent); }
    g.view.changed.selected > rect { stroke: var(--accent); }
    """
}
