import XCTest
@testable import StackLayout

/// The pictures' labels: inside their box, never over one another, shortened with "…" when the
/// box is narrow, left out when not even that fits.
final class LabelPlacementTests: XCTestCase {
    /// No two labels share a point, and each lies inside its box (a box's label may not leave it).
    func assertWellPlaced(_ boxes: [LabelPlacement.Box], _ labels: [LabelPlacement.Label?],
                          file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(boxes.count, labels.count, file: file, line: line)
        let placed = zip(boxes, labels).compactMap { box, label in label.map { (box, $0) } }
        for (box, label) in placed {
            let r = label.rect, b = box.rect
            XCTAssertTrue(r.minX >= b.minX - 1e-9 && r.maxX <= b.maxX + 1e-9 && r.minY >= b.minY - 1e-9 && r.maxY <= b.maxY + 1e-9,
                          "\(label.text) at \(r) leaves its box \(b)", file: file, line: line)
            XCTAssertEqual(r.width, LabelPlacement.textWidth(label.text, fontSize: label.fontSize), accuracy: 1e-9,
                           file: file, line: line)
            XCTAssertGreaterThanOrEqual(label.fontSize, LabelPlacement.minimumFontSize, file: file, line: line)
            if label.isShortened {
                XCTAssertTrue(label.text.hasSuffix("…"), label.text, file: file, line: line)
                XCTAssertTrue(box.name.hasPrefix(String(label.text.dropLast())), label.text, file: file, line: line)
            } else {
                XCTAssertEqual(label.text, box.name, file: file, line: line)
            }
        }
        for i in placed.indices {
            for j in placed.indices where j > i {
                XCTAssertFalse(placed[i].1.rect.intersects(placed[j].1.rect),
                               "\(placed[i].1.text) overlaps \(placed[j].1.text)", file: file, line: line)
            }
        }
    }

    func testParentAndChildAtTheSameCornerBothGetALabel() {
        let boxes = [LabelPlacement.Box(rect: Rect(x: 0, y: 0, width: 200, height: 100), name: "parent"),
                     LabelPlacement.Box(rect: Rect(x: 0, y: 0, width: 80, height: 30), name: "child", parent: 0)]
        let labels = LabelPlacement.place(boxes)
        assertWellPlaced(boxes, labels)
        XCTAssertEqual(labels.map { $0?.text }, ["parent", "child"])
        // The child keeps the corner; the parent's label goes where the child is not.
        XCTAssertEqual(labels[1]?.rect.origin, Point(x: 2, y: 2))
        XCTAssertFalse(labels[0]!.rect.intersects(boxes[1].rect))
    }

    func testANarrowBoxShortensItsLabelAndATinyOneHasNone() {
        let boxes = [LabelPlacement.Box(rect: Rect(x: 0, y: 0, width: 40, height: 20), name: "positionOnlyStack"),
                     LabelPlacement.Box(rect: Rect(x: 50, y: 0, width: 10, height: 10), name: "chevron"),
                     LabelPlacement.Box(rect: Rect(x: 70, y: 0, width: 100, height: 3), name: "line")]
        let labels = LabelPlacement.place(boxes)
        assertWellPlaced(boxes, labels)
        XCTAssertEqual(labels[0]?.text, "posi…")
        XCTAssertEqual(labels[0]?.isShortened, true)
        XCTAssertNil(labels[1])
        XCTAssertNil(labels[2])
    }

    func testAShallowBoxGetsASmallerFont() {
        let boxes = [LabelPlacement.Box(rect: Rect(x: 0, y: 0, width: 100, height: 12), name: "title")]
        let label = LabelPlacement.place(boxes)[0]
        XCTAssertEqual(label?.fontSize ?? 0, 8 / 1.2, accuracy: 1e-9)
        assertWellPlaced(boxes, [label])
    }

    func testSiblingsSideBySideNeverOverlap() {
        // Many boxes in one row, each too narrow for its name: every label shortened in its box.
        let boxes = (0..<20).map { LabelPlacement.Box(rect: Rect(x: Double($0) * 25, y: 0, width: 25, height: 20),
                                                      name: "tab\($0)Title") }
        let labels = LabelPlacement.place(boxes)
        assertWellPlaced(boxes, labels)
        XCTAssertTrue(labels.allSatisfy { $0 != nil })
    }

    func testRandomTreesOfBoxes() {
        var random = SplitMix64(seed: 18)
        for _ in 0..<60 {
            var boxes = [LabelPlacement.Box(rect: Rect(x: 0, y: 0, width: 390, height: 844), name: "root")]
            for index in 1..<random.int(2...80) {
                let parent = random.below(index)
                let p = boxes[parent].rect
                let w = Double(random.int(0...Int(p.width))), h = Double(random.int(0...Int(p.height)))
                let x = p.minX + Double(random.int(0...Int(p.width - w))), y = p.minY + Double(random.int(0...Int(p.height - h)))
                let name = String(repeating: random.pick(["a", "W", "i", "row", "Chevron", "_", "7"]), count: random.int(1...6))
                boxes.append(LabelPlacement.Box(rect: Rect(x: x, y: y, width: w, height: h), name: name, parent: parent))
            }
            assertWellPlaced(boxes, LabelPlacement.place(boxes))
        }
    }

    /// The two examples the issue found overlapping (`positionOnly` under `firstName`, the
    /// chevrons' names past the screen's edge), through the drawing both pictures use.
    func testTheExamplesPicturesHaveNoOverlappingLabels() throws {
        for example in ["profile-screen", "stack-view-layouts", "paging-flow", "profile-screen-text"] {
            let layout = try DocumentLayout(contentsOfFile: packageRoot + "/Examples/\(example).json")
            let drawing = SnapshotDrawing(try layout.solve())
            var boxes = drawing.snapshot.views.enumerated().map { index, view in
                LabelPlacement.Box(rect: drawing.rects[index], name: view.isHidden ? "\(view.id) (hidden)" : view.id)
            }
            boxes += drawing.ambiguous.map { LabelPlacement.Box(rect: drawing.rects[$0.view], name: "ambiguous: \($0.axis)") }
            // Then the labels' and buttons' own text, in their boxes too.
            boxes += drawing.contentIndices.map { LabelPlacement.Box(rect: drawing.rects[$0], name: drawing.snapshot.views[$0].text!) }
            assertWellPlaced(boxes, drawing.labels)
            let placed = drawing.labels.compactMap { $0 }
            XCTAssertGreaterThan(placed.count, boxes.count / 2, example)
            // And the SVG writes each one with its estimated width, so the drawn text is that wide.
            let svg = SnapshotSVG.render([drawing.snapshot])
            for label in placed {
                XCTAssertTrue(svg.contains("textLength=\"\(NumberText.format(label.rect.width))\" lengthAdjust=\"spacingAndGlyphs\""),
                              "\(example): \(label.text)")
            }
        }
    }

    func testAViewsOwnTextShrinksToFindRoomBesideItsName() {
        let box = LabelPlacement.Box(rect: Rect(x: 0, y: 0, width: 150, height: 26), name: "name")
        let text = LabelPlacement.Box(rect: box.rect, name: "Jordan Appleseed", parent: 0, fontSize: 17)
        // At 17 pt it would cover the name; it does not shrink unless allowed.
        XCTAssertNil(LabelPlacement.place([box, text])[1])
        var shrinking = text
        shrinking.shrinks = true
        let labels = LabelPlacement.place([box, shrinking])
        assertWellPlaced([box, shrinking], labels)
        XCTAssertEqual(labels[1]?.text, "Jordan Appleseed")
        XCTAssertLessThan(labels[1]?.fontSize ?? 99, 17)
    }

    func testWidthsAreEstimatedPerCharacter() {
        XCTAssertEqual(LabelPlacement.textWidth("", fontSize: 10), 0)
        XCTAssertGreaterThan(LabelPlacement.textWidth("WWW", fontSize: 10), LabelPlacement.textWidth("iii", fontSize: 10))
        XCTAssertEqual(LabelPlacement.textWidth("ab", fontSize: 20), 2 * LabelPlacement.textWidth("ab", fontSize: 10), accuracy: 1e-9)
        XCTAssertNil(LabelPlacement.fitted("name", width: 5, fontSize: 10))
        XCTAssertEqual(LabelPlacement.fitted("name", width: 100, fontSize: 10)?.0, "name")
    }
}
