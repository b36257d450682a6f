import StackLayoutTesting
import XCTest
@testable import StackLayout

/// Every bundled example, pinned by golden frames: portrait and landscape, left to right and
/// right to left. The goldens live in `__Snapshots__/ExampleTests/`; review a change with
/// `git diff`, re-record with `STACKLAYOUT_RECORD=failed swift test --filter ExampleTests`.
final class ExampleTests: XCTestCase {
    let configurations = [
        LayoutConfiguration(device: "iphone-14"),
        LayoutConfiguration(device: "iphone-14", layoutDirection: .rightToLeft),
        LayoutConfiguration(device: "iphone-14-landscape"),
        LayoutConfiguration(device: "iphone-14-landscape", layoutDirection: .rightToLeft),
    ]

    func example(_ name: String) -> String { examplesDirectory + "/" + name + ".json" }

    func testTabStrip() { assertLayout(ofDocument: example("tab-strip"), on: configurations) }
    func testStackViewLayouts() { assertLayout(ofDocument: example("stack-view-layouts"), on: configurations) }
    func testScrollableContent() { assertLayout(ofDocument: example("scrollable-content"), on: configurations) }
    func testPaging() { assertLayout(ofDocument: example("paging"), on: configurations) }
    func testPagingFlow() { assertLayout(ofDocument: example("paging-flow"), on: configurations) }
    func testStackViewLayoutsText() { assertLayout(ofDocument: example("stack-view-layouts-text"), on: configurations) }
    func testProfileScreenText() {
        assertLayout(ofDocument: example("profile-screen-text"),
                     on: configurations + [LayoutConfiguration(device: "iphone-se"),
                                           LayoutConfiguration(device: "iphone-14", preferredContentSizeCategory: .accessibilityLarge),
                                           LayoutConfiguration(device: "iphone-14", layoutDirection: .rightToLeft,
                                                               preferredContentSizeCategory: .accessibilityLarge)])
    }
    func testProfileScreen() {
        assertLayout(ofDocument: example("profile-screen"),
                     on: configurations + ["iphone-se", "ipad"].flatMap { device in
                         [LayoutConfiguration(device: device), LayoutConfiguration(device: device, layoutDirection: .rightToLeft)]
                     })
    }

    /// Every example solves without conflicts, ambiguity or unused views on every device preset.
    func testExamplesHaveNoProblems() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: examplesDirectory).filter { $0.hasSuffix(".json") }
        XCTAssertGreaterThanOrEqual(names.count, 5)
        for name in names.sorted() {
            let layout = try DocumentLayout(contentsOfFile: examplesDirectory + "/" + name)
            for device in ["iphone-se", "iphone-14", "iphone-15-pro-max-landscape", "ipad"] {
                let snapshot = try layout.solve(LayoutConfiguration(device: device))
                let problems = snapshot.diagnostics + layout.unusedViewDiagnostics()
                XCTAssertTrue(problems.isEmpty, "\(name) on \(device): \(problems.map(\.message))")
            }
        }
    }
}
