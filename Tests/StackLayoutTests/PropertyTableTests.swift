import XCTest
@testable import StackLayout

/// A document node's properties: looked up by key, kept in the order their keys were first set
/// (the order they are applied in), a key set again keeping its place.
final class PropertyTableTests: XCTestCase {
    func testKeysKeepTheirFirstPlaceAndTheirLatestValue() {
        var table = PropertyTable()
        XCTAssertNil(table["hidden"])
        table["hidden"] = .hidden(true)
        table["cornerRadius"] = .cornerRadius(4)
        table["pagingEnabled"] = .pagingEnabled(false)
        table["hidden"] = .hidden(false)
        XCTAssertEqual(table.entries.map(\.key), ["hidden", "cornerRadius", "pagingEnabled"])
        XCTAssertEqual(table["hidden"], .hidden(false))
        XCTAssertEqual(table["cornerRadius"], .cornerRadius(4))
        XCTAssertNil(table["cornerradius"])

        table["cornerRadius"] = nil
        XCTAssertEqual(table.entries.map(\.key), ["hidden", "pagingEnabled"])
        XCTAssertNil(table["cornerRadius"])
        table["cornerRadius"] = .cornerRadius(8)
        XCTAssertEqual(table.entries.map(\.key), ["hidden", "pagingEnabled", "cornerRadius"])
        XCTAssertEqual(table.entries.map(\.value), [.hidden(false), .pagingEnabled(false), .cornerRadius(8)])
    }

    /// A copy (a node's `applied` starts as its `base`) changes alone.
    func testACopyChangesAlone() {
        var base = PropertyTable()
        base["hidden"] = .hidden(true)
        var applied = base
        applied["hidden"] = .hidden(false)
        applied["alwaysBounceVertical"] = .alwaysBounceVertical(true)
        XCTAssertEqual(base["hidden"], .hidden(true))
        XCTAssertNil(base["alwaysBounceVertical"])
        XCTAssertEqual(applied["hidden"], .hidden(false))
    }
}
