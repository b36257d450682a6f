/// The paged recipe (`pagedCount > 0`, `FLOW.md`): item sizes linear in the page length and
/// in the flow's breadth, positions chained from the flow's padding, and the flow's length.
extension FlowRules {
    /// For item `i`: page `p = i / P`, line `r = (i mod P) / n`, place in the line `c = i mod n`.
    ///
    /// - `MyFlow-item-width` (vertical; `-height` horizontal): `item.length == (1/n)·page.length − gaps/n`,
    ///   `gaps = padLead + padTrail + (n−1)·itemSpacing` in a paging scroll view, else
    ///   `padLead + n·itemSpacing` (MyLayout's non-paging formula).
    /// - `MyFlow-item-height` (vertical; `-width` horizontal): `item.breadth == (1/R)·flow.breadth − gaps/R`,
    ///   `gaps = padStart + padEnd + (R−1)·lineSpacing`.
    /// - Along the line: the first item of page 0 at `flow.lead + padLead` (`MyFlow-padding-…`),
    ///   the next ones `itemSpacing` after the previous one (`MyFlow-item-spacing`), the first of
    ///   a line on page `p > 0` after the last item of the same line on page `p − 1`
    ///   (`MyFlow-page-break`): `padTrail + padLead` in a paging scroll view, so page `p` starts
    ///   at `padLead + p·L`; `itemSpacing` otherwise, so the stride is `L − padLead`.
    /// - Across: the first line of a page at `flow.start + padStart`, the next ones `lineSpacing`
    ///   after the line before (`MyFlow-line-spacing`).
    /// - In a scroll view, the flow's length: `pages · L` when it pages (`MyFlow-pages`), else
    ///   the farthest item's trailing edge plus `padTrail` (`MyFlow-wrap`).
    mutating func buildPages() {
        let scroll = flow.enclosingScrollView
        let pagingScroll = scroll?.isPagingEnabled == true
        let page: LayoutItem = scroll?.frameLayoutGuide ?? flow
        let n = perLine, rows = linesPerPage, perPage = perPage
        let itemSpacing = flow.itemSpacing, lineSpacing = flow.lineSpacing
        let alongGaps = pagingScroll
            ? padLead + padTrail + Double(n - 1) * itemSpacing
            : padLead + Double(n) * itemSpacing
        let acrossGaps = padStart + padEnd + Double(rows - 1) * lineSpacing
        let pageBreak = pagingScroll ? padTrail + padLead : itemSpacing

        for (i, item) in items.enumerated() {
            let p = i / perPage, r = (i % perPage) / n, c = i % n
            add(name("item", length), item, length, .equal, page, length,
                multiplier: 1 / Double(n), constant: -alongGaps / Double(n), item: i)
            add(name("item", breadth), item, breadth, .equal, flow, breadth,
                multiplier: 1 / Double(rows), constant: -acrossGaps / Double(rows), item: i)
            if c > 0 {
                add("MyFlow-item-spacing", item, lead, .equal, items[i - 1], trail, constant: itemSpacing, item: i)
            } else if p == 0 {
                add(name("padding", lead), item, lead, .equal, flow, lead, constant: padLead, item: i)
            } else {
                // The previous page is full: its line r ends with item i − P + n − 1.
                add("MyFlow-page-break", item, lead, .equal, items[i - perPage + n - 1], trail,
                    constant: pageBreak, item: i)
            }
            if r == 0 {
                add(name("padding", start), item, start, .equal, flow, start, constant: padStart, item: i)
            } else {
                add("MyFlow-line-spacing", item, start, .equal, items[i - n], end, constant: lineSpacing, item: i)
            }
        }

        guard scroll != nil else { return }
        guard !items.isEmpty else {
            add("MyFlow-wrap", flow, length, .equal, nil, constant: padLead + padTrail)
            return
        }
        let pages = FlowRules.count(items.count, per: perPage)
        if pagingScroll {
            add("MyFlow-pages", flow, length, .equal, page, length, multiplier: Double(pages))
        } else {
            let lastPageStart = (pages - 1) * perPage
            let farthest = lastPageStart + min(n, items.count - lastPageStart) - 1
            add("MyFlow-wrap", flow, trail, .equal, items[farthest], trail, constant: padTrail, item: farthest)
        }
    }
}
