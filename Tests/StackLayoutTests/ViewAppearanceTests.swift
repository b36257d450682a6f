import XCTest
@testable import StackLayout

/// A view's appearance is a value: kept out of line once set, read back as set, never shared.
final class ViewAppearanceTests: XCTestCase {
    func testAppearanceReadsBackAsSetAndIsAValue() {
        let a = View(), b = View()
        XCTAssertEqual(a.appearance, ViewAppearance())
        a.appearance.cornerRadius = 4
        a.appearance.alpha = 0.5
        XCTAssertEqual(a.appearance.cornerRadius, 4)
        XCTAssertEqual(a.appearance.alpha, 0.5)
        XCTAssertEqual(b.appearance, ViewAppearance())

        b.appearance = a.appearance
        a.appearance.cornerRadius = 9
        XCTAssertEqual(b.appearance.cornerRadius, 4)
        XCTAssertEqual(a.appearance.cornerRadius, 9)

        a.appearance = ViewAppearance()
        XCTAssertEqual(a.appearance, ViewAppearance())
        XCTAssertEqual(b.appearance.alpha, 0.5)
    }
}
