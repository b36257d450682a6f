import XCTest
@testable import StackLayout

final class LayoutAttributeTests: XCTestCase {
    func testRawValuesMatchUIKit() {
        XCTAssertEqual(LayoutAttribute.left.rawValue, 1)
        XCTAssertEqual(LayoutAttribute.lastBaseline.rawValue, 11)
        XCTAssertEqual(LayoutAttribute.centerYWithinMargins.rawValue, 20)
    }

    func testAxesAndKinds() {
        XCTAssertEqual(LayoutAttribute.leadingMargin.axis, .horizontal)
        XCTAssertEqual(LayoutAttribute.firstBaseline.axis, .vertical)
        XCTAssertTrue(LayoutAttribute.width.isDimension)
        XCTAssertFalse(LayoutAttribute.centerX.isDimension)
        XCTAssertEqual(LayoutAttribute.trailingMargin.withoutMargin, .trailing)
        XCTAssertEqual(LayoutAttribute(name: "baseline"), .lastBaseline)
        XCTAssertNil(LayoutAttribute(name: "leadng"))
    }
}
