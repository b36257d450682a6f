import StackLayout
import StackLayoutInterfaceBuilder
import StackLayoutTesting
import XCTest

/// Storyboards and xibs laid out as Interface Builder lays them out: every fixture in
/// `Fixtures/InterfaceBuilder` stores the frames IB computes for its canvas, and solving it
/// must reproduce them; right to left each root has a golden.
final class InterfaceBuilderTests: XCTestCase {
    static let fixtures = packageRoot + "/Tests/StackLayoutTests/Fixtures/InterfaceBuilder/"
    static let reproducing = ["Controls.storyboard", "Navigation.storyboard", "LegacyLayoutGuides.storyboard",
                              "AnyAny.storyboard", "Variations.storyboard", "ScrollViews.xib", "Cells.xib",
                              "Everything.xib"]

    func load(_ name: String) throws -> InterfaceBuilderFile {
        try InterfaceBuilderFile(contentsOfFile: Self.fixtures + name)
    }

    func testEveryFixtureReproducesItsStoredFramesAtItsCanvas() throws {
        var compared = 0
        for name in Self.reproducing {
            let file = try load(name)
            XCTAssertEqual(file.diagnostics.map(\.description), [], name)
            XCTAssertFalse(file.roots.isEmpty, name)
            for root in file.roots {
                let layout = try root.layout()
                XCTAssertEqual(layout.warnings.map(\.description), [], "\(name) \(root.id)")
                let snapshot = try layout.solve()
                XCTAssertEqual(snapshot.diagnostics.map(\.message), [], "\(name) \(root.id)")
                for view in snapshot.views {
                    guard let stored = layout.storedFrame(ofViewWithID: view.id) else {
                        XCTFail("\(name): \(view.id) stores no frame")
                        continue
                    }
                    compared += 1
                    for (solved, expected, what) in [(view.frame.minX, stored.minX, "x"), (view.frame.minY, stored.minY, "y"),
                                                     (view.frame.width, stored.width, "width"),
                                                     (view.frame.height, stored.height, "height")] {
                        XCTAssertEqual(solved, expected, accuracy: 0.5, "\(name) \(root.id): \(view.id) \(what)")
                    }
                }
                XCTAssertEqual(layout.misplacedDiagnostics(in: snapshot).map(\.message), [], "\(name) \(root.id)")
            }
        }
        XCTAssertGreaterThan(compared, 75)
    }

    func testCheckFlagsAViewMisplacedOnPurpose() throws {
        let file = try load("Misplaced.xib")
        let layout = try XCTUnwrap(file.roots.first).layout()
        let misplaced = layout.misplacedDiagnostics(in: try layout.solve())
        XCTAssertEqual(misplaced.map(\.view), ["Mp-Vw-0001"])
        let banner = try XCTUnwrap(misplaced.first)
        XCTAssertEqual(banner.location, Self.fixtures + "Misplaced.xib:16:17")
        XCTAssertEqual(banner.storedFrame, Rect(x: 16, y: 91, width: 361, height: 44))
        XCTAssertEqual(banner.solvedFrame, Rect(x: 16, y: 79, width: 361, height: 44))
        XCTAssertTrue(banner.message.contains("Interface Builder marks it misplaced"), banner.message)
        // Within half a point is not misplaced; a finer tolerance finds more.
        XCTAssertEqual(layout.misplacedDiagnostics(in: try layout.solve(), tolerance: 12.5).count, 0)
    }

    /// Every root at its canvas, left to right and right to left, against its golden.
    func testGoldensInBothDirections() throws {
        for name in Self.reproducing + ["Misplaced.xib"] {
            for root in try load(name).roots {
                for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
                    let layout = try root.layout(LayoutConfiguration(layoutDirection: direction))
                    _ = try layout.solve()
                    let rtl = direction == .rightToLeft
                    let header = "\(name) \(root.id) \(layout.canvas.device ?? "any") "
                        + "\(NumberText.format(layout.canvas.size.width))x\(NumberText.format(layout.canvas.size.height))"
                        + (rtl ? " rightToLeft" : " leftToRight")
                    let description = LayoutDescription(of: layout.document.root, header: header)
                    let golden = goldenPath(testFile: #filePath, testName: #function,
                                            name: "\(name).\(root.id)" + (rtl ? ".rtl" : ""))
                    if let failure = verifyLayout(description, golden: golden, record: .fromEnvironment, tolerance: 0.01,
                                                  testName: #function) {
                        XCTFail(failure)
                    }
                }
            }
        }
    }

    func testRootsScenesCanvasesAndViewsByID() throws {
        let file = try load("Navigation.storyboard")
        XCTAssertEqual(file.kind, .storyboard)
        XCTAssertEqual(file.xcodeVersion, 14)
        XCTAssertEqual(file.roots.map(\.id), ["Nav-Rt-00A", "Nav-Rt-00B", "Tab-Rt-00C", "Nav-Rt-00D"])
        let home = file.roots[0]
        XCTAssertEqual(home.scene?.sceneID, "Nav-Sc-00A")
        XCTAssertEqual(home.scene?.controllerID, "Nav-VC-00A")
        XCTAssertEqual(home.scene?.title, "Home")
        let layout = try home.layout()
        XCTAssertEqual(layout.viewIDs, ["Nav-Rt-00A", "Nav-Lb-00A", "Nav-Bt-00A"])
        _ = try layout.solve()
        XCTAssertEqual(layout.view(withID: "Nav-Lb-00A")?.frame, Rect(x: 20, y: 96, width: 44, height: 20.5))
        XCTAssertNil(layout.view(withID: "Nav-Lb-00B"))
        let xib = try load("Cells.xib")
        XCTAssertEqual(xib.kind, .xib)
        XCTAssertEqual(xib.roots.map(\.id), ["Cel-TC-001", "Cel-CC-001"])
        XCTAssertNil(xib.roots[0].scene)
        // An id-less content view is named after its owner.
        XCTAssertEqual(try xib.roots[1].layout().viewIDs, ["Cel-CC-001", "Cel-CC-001-contentView", "Cel-Iv-001"])
    }

    /// Status bars by Xcode release, bars inferred from segues, opaque bars, old layout guides.
    func testCanvasesByEraAndBars() throws {
        func canvas(_ name: String, _ index: Int = 0) throws -> InterfaceBuilderCanvas {
            try load(name).roots[index].canvas()
        }
        let controls = try canvas("Controls.storyboard")
        XCTAssertEqual(controls.device, "retina6_12")
        XCTAssertEqual(controls.scale, 3)
        XCTAssertEqual(controls.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(controls.rootMargins, EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        XCTAssertEqual(controls.traits, TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        // Xcode 11–14 draw notchless phones without a status bar.
        XCTAssertEqual(try canvas("Variations.storyboard").safeAreaInsets, .zero)
        // A navigation controller's root and what it pushes: 44 + 44; a tab: 34 + 49 below.
        XCTAssertEqual(try canvas("Navigation.storyboard", 0).safeAreaInsets.top, 88)
        XCTAssertEqual(try canvas("Navigation.storyboard", 1).safeAreaInsets.top, 88)
        XCTAssertEqual(try canvas("Navigation.storyboard", 2).safeAreaInsets, EdgeInsets(top: 44, left: 0, bottom: 83, right: 0))
        // Below an opaque bar the root starts under it.
        XCTAssertEqual(try canvas("Navigation.storyboard", 3).safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(try canvas("Navigation.storyboard", 0).rootMargins?.left, 20)
        // Before safe areas the bars reach the root only through its layout guides.
        let legacy = try canvas("LegacyLayoutGuides.storyboard", 0)
        XCTAssertEqual(legacy.safeAreaInsets, .zero)
        XCTAssertEqual(legacy.topLayoutGuideLength, 64)
        XCTAssertEqual(try canvas("LegacyLayoutGuides.storyboard", 1).topLayoutGuideLength, 20)
        let any = try canvas("AnyAny.storyboard")
        XCTAssertNil(any.device)
        XCTAssertNil(any.traits)
        XCTAssertEqual(any.size, Size(width: 600, height: 600))
        XCTAssertEqual(any.rootMargins?.left, 20)
        // A freeform xib view on a notched canvas keeps the sensor housing's inset, and from
        // Xcode 13 the home indicator's.
        XCTAssertEqual(try canvas("ScrollViews.xib", 1).safeAreaInsets, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertNil(try canvas("Cells.xib").rootMargins)
    }

    /// `--device` solves a storyboard drawn for one phone as another shows it.
    func testADeviceOfTheCommandLineReplacesTheCanvas() throws {
        let root = try load("Controls.storyboard").roots[0]
        let se = try root.layout(LayoutConfiguration(device: "iphone-se"))
        XCTAssertEqual(se.canvas.size, Size(width: 375, height: 667))
        XCTAssertEqual(se.canvas.safeAreaInsets, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertFalse(se.isAtCanvas)
        let snapshot = try se.solve()
        XCTAssertEqual(snapshot.views.first { $0.id == "Ctl-St-k01" }?.frame, Rect(x: 16, y: 40, width: 343, height: 250.5))
        XCTAssertEqual(se.misplacedDiagnostics(in: snapshot).count, 0, "stored frames are the canvas's, not compared elsewhere")
        let pad = try root.layout(LayoutConfiguration(device: "ipad"))
        XCTAssertEqual(pad.canvas.rootMargins?.left, 20)
        XCTAssertEqual(pad.canvas.traits, TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
        XCTAssertEqual(try pad.solve().views.first { $0.id == "Ctl-St-k01" }?.frame.width, 780)
        XCTAssertThrowsError(try root.layout(LayoutConfiguration(device: "iphone-99")))
    }

    /// Size-class variations: attributes, constants and installed masks follow the traits.
    func testVariationsFollowTheTraits() throws {
        let root = try load("Variations.storyboard").roots[0]
        let compact = try root.layout(LayoutConfiguration(verticalSizeClass: .compact))
        XCTAssertEqual(compact.viewIDs, ["Var-Rt-001", "Var-St-001", "Var-Vw-00A", "Var-Vw-00B", "Var-Vw-00C"])
        _ = try compact.solve()
        XCTAssertEqual((compact.view(withID: "Var-St-001") as? StackView)?.axis, .horizontal)
        XCTAssertEqual(compact.view(withID: "Var-St-001")?.frame.minY, 8)
        XCTAssertEqual(compact.view(withID: "Var-Vw-00C")?.frame.width, 200)
        let regular = try root.layout()
        XCTAssertTrue(regular.viewIDs.contains("Var-Lb-001"))
        _ = try regular.solve()
        XCTAssertEqual((regular.view(withID: "Var-St-001") as? StackView)?.axis, .vertical)
        XCTAssertEqual(regular.view(withID: "Var-Vw-00C")?.frame.width, 100)
    }

    /// A fixed view follows its autoresizing mask when its superview changes size.
    func testAutoresizingMasksFollowTheSuperview() throws {
        let root = try load("Everything.xib").roots[0]
        let wide = try root.layout(LayoutConfiguration(size: Size(width: 500, height: 852)))
        _ = try wide.solve()
        XCTAssertEqual(wide.view(withID: "Mis-Fx-001")?.frame, Rect(x: 10, y: 100, width: 50, height: 50))
        XCTAssertEqual(wide.view(withID: "Mis-Fx-002")?.frame, Rect(x: 10, y: 160, width: 480, height: 20))
        // The effect view's content view fills it.
        XCTAssertEqual(wide.view(withID: "Mis-Vc-001")?.frame, Rect(x: 0, y: 0, width: 500, height: 60))
    }

    /// A designable's size comes from IB's `<designables>` cache, under the XML key IB writes
    /// (`intrinsicContentSize`, UIKit's name, whatever the core calls the property).
    func testDesignableTakesItsCachedIntrinsicContentSize() throws {
        let file = try load("Everything.xib")
        XCTAssertTrue(try String(contentsOfFile: Self.fixtures + "Everything.xib", encoding: .utf8).contains(#"<size key="intrinsicContentSize" width="44" height="22"/>"#))
        let layout = try file.roots[0].layout(LayoutConfiguration(size: Size(width: 500, height: 852)))
        _ = try layout.solve()
        let badge = try XCTUnwrap(layout.view(withID: "Mis-Ds-001"))
        XCTAssertEqual(badge.intrinsicSize, Size(width: 44, height: 22))
        XCTAssertEqual(badge.frame.size, Size(width: 44, height: 22))
    }

    /// The layout document a root becomes reads back as the same layout.
    func testConvertedDocumentSolvesToTheSameFrames() throws {
        for name in ["Controls.storyboard", "Everything.xib", "LegacyLayoutGuides.storyboard"] {
            let layout = try load(name).roots[0].layout()
            let frames = try layout.solve().views.map(\.frame)
            let document = try DocumentLayout(text: layout.documentText, file: name + ".json")
            let again = try document.solve(LayoutConfiguration(scale: layout.canvas.scale))
            XCTAssertEqual(again.views.count, frames.count, name)
            for (view, frame) in zip(again.views.dropFirst(), frames.dropFirst()) {
                XCTAssertEqual(view.frame.minX, frame.minX, accuracy: 0.001, "\(name) \(view.id)")
                XCTAssertEqual(view.frame.minY, frame.minY, accuracy: 0.001, "\(name) \(view.id)")
                XCTAssertEqual(view.frame.width, frame.width, accuracy: 0.001, "\(name) \(view.id)")
                XCTAssertEqual(view.frame.height, frame.height, accuracy: 0.001, "\(name) \(view.id)")
            }
        }
    }

    /// `--intrinsic-sizes measured`: content views measured from their text, font and image.
    func testMeasuredSizesComeFromTheContent() throws {
        let root = try load("Controls.storyboard").roots[0]
        let measured = try root.layout(intrinsicSizes: .measured)
        _ = try measured.solve()
        let title = try XCTUnwrap(measured.view(withID: "Ctl-Lb-l01") as? Label)
        XCTAssertEqual(title.text, "Title")
        XCTAssertEqual(title.font, Font.systemFont(ofSize: 17))
        XCTAssertEqual(title.frame.size.width, title.intrinsicSize.width, accuracy: 1.0 / 3)
        // Three pages: 20 + 3 × 18 (TEXT.md); a stored width would say 115.33.
        XCTAssertEqual(measured.view(withID: "Ctl-Pc-p01")?.frame.width, 74)
        XCTAssertTrue(measured.view(withID: "Ctl-Sw-s01") is Switch)
        XCTAssertEqual(measured.view(withID: "Ctl-Sw-s01")?.frame.width ?? 0, 51, accuracy: 1e-6)
        XCTAssertEqual(measured.view(withID: "Ctl-Sw-s01")?.frame.height ?? 0, 31, accuracy: 1e-6)
        let image = try XCTUnwrap(measured.view(withID: "Ctl-Iv-i01") as? ImageView)
        XCTAssertEqual(image.intrinsicSize, Size(width: 60, height: 60))
        let button = try XCTUnwrap(measured.view(withID: "Ctl-Bt-b01") as? Button)
        XCTAssertEqual(button.title, "Continue")
        XCTAssertTrue(measured.documentText.contains(#""type": "label""#))
        // The stored mode keeps IB's measurement.
        let stored = try root.layout()
        _ = try stored.solve()
        XCTAssertFalse(stored.view(withID: "Ctl-Lb-l01") is Label)
        XCTAssertEqual(stored.view(withID: "Ctl-Pc-p01")?.frame.width ?? 0, 115.3333, accuracy: 0.001)
    }
}
