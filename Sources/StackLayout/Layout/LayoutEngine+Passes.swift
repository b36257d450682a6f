/// UIKit's layout passes: the one loop of the engine.
///
/// Frames feed back into constraints: a safe area or margins guide's insets come from the
/// view's frame, a scroll view's content offset follows its adjusted insets, a stack measures
/// proportional lengths at its width, and a view may change its intrinsic size once it knows
/// its width. So one ``LayoutEngine/layoutIfNeeded()`` runs passes until nothing changes:
///
/// 1. solve (the solver has every queued change) and write the frames;
/// 2. update the insets and content offsets the frames imply;
/// 3. let every view react to its frame (``View/didSolve(_:)``, then the app's
///    ``View/layoutSubviews()`` and ``View/updateConstraints()``, except in a fitting's
///    scratch engine, which measures and calls no app code): what they change (an
///    intrinsic size, a container's rules, a content offset, a constraint) is queued like any
///    change;
/// 4. apply the queued changes and the insets again; when nothing changed, the layout has
///    settled; otherwise, pass again.
///
/// Two passes suffice in practice (the second finds nothing to do). After
/// ``LayoutEngine/maximumLayoutPasses`` the loop stops and says so: an
/// ``LayoutDiagnostic/Kind/unsettled`` diagnostic names the views whose frames, insets or
/// content offsets were still changing in the last pass.
///
/// A layout that settled leaves nothing for the next ``LayoutEngine/layoutIfNeeded()`` to do
/// until something changes (``LayoutEngine/isLayoutNeeded``). One that did not settle, or
/// whose last pass's reactions reported a problem (a fitting's conflict, a failure in an app's
/// `layoutSubviews()`), asks for another layout (``LayoutEngine/needsLayout``), since running
/// the passes again would move frames or report the problem again.
extension LayoutEngine {
    /// The most passes one layout runs before it reports that it does not settle.
    static let maximumLayoutPasses = 8

    /// Runs layout passes until the layout settles, at most ``maximumLayoutPasses``.
    func runLayoutPasses() {
        var before: [ObjectIdentifier: Rect] = [:]
        var changing: [View] = []
        for pass in 1...Self.maximumLayoutPasses {
            let isLast = pass == Self.maximumLayoutPasses
            if isLast { before = frames() }
            layoutPassCount += 1
            solver.updateVariables()
            if !solver.isOptimal { report(.unoptimized) }
            writeFrames()
            var changed = updateInsets()
            let wasReacting = isReacting, reportsBefore = reactionReports
            isReacting = true
            for view in allViews() { view.didSolve(self) }
            // The app's own reactions, as UIKit's layout pass gives them: layoutSubviews(), then
            // updateConstraints() where it was asked for.
            if !isFitting {
                for view in allViews() { view.layoutSubviews() }
                root.updateConstraintsIfNeeded()
            }
            isReacting = wasReacting
            let pending = applyPendingWork()
            changed += updateInsets()
            if changed.isEmpty && !pending {
                // A problem the settled pass's reactions reported would be reported again.
                if reactionReports != reportsBefore { needsLayout = true }
                return
            }
            if isLast { changing = changed }
        }
        needsLayout = true
        // Not settled: the views whose frames moved in the last pass, and those whose insets or
        // content offsets changed after it.
        var named = Set(changing.map(ObjectIdentifier.init))
        for view in allViews() where before[ObjectIdentifier(view)] != view.storedFrame {
            if named.insert(ObjectIdentifier(view)).inserted { changing.append(view) }
        }
        let order = Dictionary(uniqueKeysWithValues: allViews().enumerated().map { (ObjectIdentifier($1), $0) })
        changing.sort { (order[ObjectIdentifier($0)] ?? .max) < (order[ObjectIdentifier($1)] ?? .max) }
        report(LayoutDiagnostic(unsettledAfter: Self.maximumLayoutPasses, changing: changing))
    }

    /// Every view's frame, by view.
    private func frames() -> [ObjectIdentifier: Rect] {
        var frames: [ObjectIdentifier: Rect] = [:]
        root.forEachInSubtree { frames[ObjectIdentifier($0)] = $0.storedFrame }
        return frames
    }
}
